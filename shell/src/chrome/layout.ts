export const navbarHeight = '4rem';
export const bottomBarHeight = '4rem';
