export { FormSection } from './FormSection';
export type { FormSectionProps } from './FormSection';
export { FormFooter, SectionedForm } from './FormLayout';
