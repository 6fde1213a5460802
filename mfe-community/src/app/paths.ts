export const paths = {
  community: '/community',
  communityGroup: '/community/group/:groupId',
  communityNewPost: '/community/post/new',
  communityPost: '/community/post/:postId',
  communityOther: '/community/*',
  pawfectMatch: '/pawfectmatch',
  becomePetParent: '/become-pet-parent',
  becomePetParentListing: '/become-pet-parent/:listingId',
  submitPetSaleAdoption: '/submit-pet-sale-adoption',
  todo: '/todo',
} as const;
