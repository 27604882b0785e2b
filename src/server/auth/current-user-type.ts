/** The acting user of a request, as every route sees it. Anonymous users have no e-mail. */
export interface CurrentUser {
  id: string;
  email: string | null;
  name: string;
  isAnonymous: boolean;
}
