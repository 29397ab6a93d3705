/** A repository on GitHub, as the REST API's paths name it. */
export interface Repo {
  readonly owner: string;
  readonly repo: string;
}
