export * from './iso-codes';
export * from './served-countries';
