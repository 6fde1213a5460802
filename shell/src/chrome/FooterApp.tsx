export function FooterApp() {
  return <footer>© {new Date().getFullYear()} PetPal</footer>;
}
