export interface ChargeResult {
  ok: boolean;
  transactionId: string;
  message: string;
}

/** A card payment provider: a token for the client's card form, and a charge of a nonce. */
export interface PaymentProvider {
  clientToken(): Promise<string>;
  charge(amount: number, nonce: string): Promise<ChargeResult>;
}
