import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * libphonenumber's reading of a number written as at home in a country, or with its code. Named
 * here alone, so that the script `loadPhoneReader` fetches carries this function and the country
 * metadata, and none of the rest of the library (its as-you-type formatter, its search in text).
 */
export const readPhone = parsePhoneNumberFromString;
