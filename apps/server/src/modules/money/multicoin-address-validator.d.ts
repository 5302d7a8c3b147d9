// The package ships no types; this is the one function the payout checks call.
declare module 'multicoin-address-validator' {
  const validator: {
    validate(address: string, currency: string, options?: { networkType?: 'prod' | 'testnet' | 'both' }): boolean;
  };
  export default validator;
}
