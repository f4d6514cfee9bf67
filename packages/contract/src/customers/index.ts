export * from './customerPages';
export * from './customerAccount';
export * from './statement';
export * from './statementDates';
export * from './instantInvoice';
export * from './endpoints';
