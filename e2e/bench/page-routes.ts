/** The landing page and the first page of each remote a guest can open (page weight, LCP, dark mode). */
export const pageRoutes = [
  '/',
  '/login',
  '/services/book-a-vet',
  '/emergency-services',
  '/pet-reports',
  '/community',
  '/merchandise',
] as const;
