/** The body of every 4xx/5xx answer of the API. */
export interface ApiError {
  error: string;
}
