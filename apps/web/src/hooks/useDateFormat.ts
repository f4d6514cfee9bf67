import { useCompanyFormats } from './useCompanyFormats';

/**
 * The company's DATE_FORMAT. For screens that format only dates: useFormatters also formats money
 * and so brings decimal.js along.
 */
export const useDateFormat = (): string => useCompanyFormats().dateFormat;
