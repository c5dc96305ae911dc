/** WordprocessingML pieces for tests: paragraphs, runs, tables and text boxes as Word writes them. */

export interface RunLook {
  bold?: boolean;
  italic?: boolean;
  /** Size in half-points, as `w:sz` gives it. */
  halfPoints?: number;
}

const runProperties = ({ bold, italic, halfPoints }: RunLook) =>
  `<w:rPr>${bold ? '<w:b/>' : ''}${italic ? '<w:i/>' : ''}${halfPoints ? `<w:sz w:val="${halfPoints}"/>` : ''}</w:rPr>`;

/** Runs of text in one look; a tab in the text is a `w:tab`, as Word stores it. */
export const run = (text: string, look: RunLook = {}) =>
  text
    .split('\t')
    .map((part, i) => `<w:r>${runProperties(look)}${i ? '<w:tab/>' : ''}<w:t xml:space="preserve">${part}</w:t></w:r>`)
    .join('');

/** A paragraph of runs, with paragraph properties when given. */
export const para = (runs: string, properties = '') => `<w:p>${properties ? `<w:pPr>${properties}</w:pPr>` : ''}${runs}</w:p>`;

/** A paragraph of one run. */
export const p = (text: string, look: RunLook = {}, properties = '') => para(run(text, look), properties);

/** A heading as many templates set one: bold, a little larger than the body. */
export const heading = (text: string) => p(text, { bold: true, halfPoints: 26 });

/** A paragraph numbered by Word's list numbering (a bullet or a number drawn by Word, not typed). */
export const listItem = (text: string, look: RunLook = {}) => p(text, look, '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="2"/></w:numPr>');

export const cell = (...paragraphs: string[]) => `<w:tc>${paragraphs.join('')}</w:tc>`;
export const shadedCell = (...paragraphs: string[]) =>
  `<w:tc><w:tcPr><w:shd w:val="clear" w:color="auto" w:fill="D9E2F3"/></w:tcPr>${paragraphs.join('')}</w:tc>`;
export const row = (...cells: string[]) => `<w:tr>${cells.join('')}</w:tr>`;
/** A row Word repeats atop each page: the table's column header row. */
export const headerRow = (...cells: string[]) => `<w:tr><w:trPr><w:tblHeader/></w:trPr>${cells.join('')}</w:tr>`;
export const table = (...rows: string[]) => `<w:tbl>${rows.join('')}</w:tbl>`;

/** A paragraph anchoring a text box (a DrawingML shape with text). */
export const textBox = (...paragraphs: string[]) =>
  `<w:p><w:r><w:drawing><wp:anchor><a:graphic><a:graphicData><wps:wsp><wps:txbx><w:txbxContent>${paragraphs.join('')}</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></w:r></w:p>`;

/** A right-aligned tab stop at the right margin: dates set flush right on a title's line. */
export const RIGHT_TAB = '<w:tabs><w:tab w:val="right" w:pos="9360"/></w:tabs>';
