export const paths = {
  community: '/community/*',
  pawfectMatch: '/pawfectmatch',
  becomePetParent: '/become-pet-parent',
  submitPetSaleAdoption: '/submit-pet-sale-adoption',
  todo: '/todo',
} as const;
