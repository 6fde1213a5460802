/** Query keys of the insurance screen: the plans (per country sent) and the owner's policies. */
export const insuranceKeys = {
  plans: (country: string) => ['insurance', 'plans', country] as const,
  myEnrolments: ['insurance', 'enrolments', 'mine'] as const,
};
