export * from './currency';
export * from './vat';
export * from './exchange-rate';
export * from './purchase-order';
export * from './accounting-export';
export * from './invoice-chain';
