/** The few parts of braintree-web-drop-in this app uses (the package ships no types). */
declare module 'braintree-web-drop-in' {
  export interface Dropin {
    requestPaymentMethod(): Promise<{ nonce: string }>;
    teardown(): Promise<void>;
  }
  const dropin: {
    create(options: { authorization: string; container: HTMLElement }): Promise<Dropin>;
  };
  export default dropin;
}
