/** Who asks for a change, as domain commands and audit rows take it: the signed-in user and the request's address. */
export interface Actor {
  userId: number;
  username: string;
  ipAddress: string;
}
