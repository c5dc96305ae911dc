// "Page 2", "Page 1 / 2", "Seite 2 von 3", "Página 1 de 2": the page number a document's footer carries.
const PAGE_WORD = String.raw`(?:page|seite|página|pagina|pág\.?|pag\.?)`;
const OF_TOTAL = String.raw`\s*(?:\/|of|von|de|di|sur|van|su)\s*\d+`;

const NUMBER_OF_TOTAL = String.raw`(?<!\p{L})${PAGE_WORD}\s*\d+${OF_TOTAL}(?!\d)`;
const NUMBER_OF_TOTAL_IN_LINE = new RegExp(NUMBER_OF_TOTAL, 'iu');
const WHOLE_PAGE_NUMBER = new RegExp(String.raw`^${PAGE_WORD}\s*\d+(?:${OF_TOTAL})?$`, 'iu');

/** Whether a line holds a page number with the page count ("… Page 1 / 2"); a bare "Page 2" in a line may be text. */
export const holdsPageNumber = (line: string): boolean => NUMBER_OF_TOTAL_IN_LINE.test(line);

/** The line without its page numbers of the page count, each left as a space. */
export const withoutPageNumbers = (line: string): string => line.replace(new RegExp(NUMBER_OF_TOTAL, 'giu'), ' ');

/** Whether a list item is a page number alone, with or without the page count ("Page 2", "Seite 2 von 3"). */
export const isPageNumber = (item: string): boolean => WHOLE_PAGE_NUMBER.test(item.trim());
