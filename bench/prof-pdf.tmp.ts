import { invoicePdfs } from './figures/invoice-pdfs';
console.log(JSON.stringify(await invoicePdfs.run({} as never)));
