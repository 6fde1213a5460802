import { useLocation } from 'react-router-dom';

/**
 * The current query string, read through useLocation. Not useSearchParams: the shell provides
 * react-router-dom tree-shaken to the exports it uses itself (design-system/build/federation.mjs), and in
 * the composed site a remote gets that copy, without useSearchParams.
 */
export function useQueryParams(): URLSearchParams {
  return new URLSearchParams(useLocation().search);
}
