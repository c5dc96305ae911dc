// A CV as LibreOffice Writer saves it to DOCX: the root declares its namespaces in Writer's order and
// set; its styles are Writer's ("Heading" as the parent of "Heading 1" and "Heading 2", "Text Body",
// "Table Contents", "Internet Link"); every paragraph states its style and its mark's look, every run
// its font and language; headings carry Writer's bookmarks; tables their grid widths. Laid out as one
// column: the name centred in the Title style, the headline and contacts centred under it; each job
// "Title, Employer" in Heading 2 over "Town · dates" in Text Body, then bulleted items; skills in a
// three-column table of Table Contents cells; languages one per line. Liberation Sans.
import type { ProbeLanguage, ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { NUMBERING, esc } from './wml.ts';
import { WORDS } from './words.ts';

const NAMESPACES = [
  'xmlns:o="urn:schemas-microsoft-com:office:office"',
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"',
  'xmlns:v="urn:schemas-microsoft-com:vml"',
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
  'xmlns:w10="urn:schemas-microsoft-com:office:word"',
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"',
  'xmlns:wpg="http://schemas.microsoft.com/office/word/2010/wordprocessingGroup"',
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"',
  'xmlns:wp14="http://schemas.microsoft.com/office/word/2010/wordprocessingDrawing"',
  'xmlns:w14="http://schemas.microsoft.com/office/word/2010/wordml"',
  'mc:Ignorable="w14 wp14"',
].join(' ');

const LOCALE: Record<ProbeLanguage, string> = { en: 'en-GB', fr: 'fr-FR', de: 'de-DE', es: 'es-ES', it: 'it-IT', nl: 'nl-NL', pt: 'pt-PT' };

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[language === 'pt' || language === 'it' || language === 'de' ? 1 : 0];
  const lang = `<w:lang w:val="${LOCALE[language]}" w:eastAsia="zh-CN" w:bidi="hi-IN"/>`;
  const fonts = '<w:rFonts w:ascii="Liberation Sans" w:hAnsi="Liberation Sans"/>';
  const targets: Record<string, string> = {};
  let bookmark = 0;
  const r = (text: string, extra = '') => `<w:r><w:rPr>${fonts}${extra}${lang}</w:rPr><w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
  const paragraph = (style: string, runs: string, extra = '', markExtra = '') =>
    `<w:p><w:pPr><w:pStyle w:val="${style}"/>${extra}<w:rPr>${fonts}${markExtra}${lang}</w:rPr></w:pPr>${runs}</w:p>`;
  const heading = (style: string, text: string) => {
    const id = bookmark++;
    return paragraph(
      style,
      `<w:bookmarkStart w:id="${id}" w:name="__RefHeading___Toc${100 + id}_${1000 + id}"/>${r(text)}<w:bookmarkEnd w:id="${id}"/>`,
    );
  };
  const link = (url: string, text: string) => {
    const id = `rId${10 + Object.keys(targets).length}`;
    targets[id] = esc(url);
    return `<w:hyperlink r:id="${id}">${r(text, '<w:rStyle w:val="InternetLink"/>')}</w:hyperlink>`;
  };
  const centred = '<w:jc w:val="center"/>';
  const bullet = (text: string) =>
    paragraph('TextBody', r(text), '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="3"/></w:numPr><w:spacing w:before="0" w:after="0"/>');
  const keywords = resume.skills.flatMap((s) => s.keywords);
  const width = 3212;
  const skillRows = Array.from(
    { length: Math.ceil(keywords.length / 3) },
    (_, i) =>
      `<w:tr>${[0, 1, 2]
        .map(
          (j) =>
            `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/><w:tcBorders></w:tcBorders></w:tcPr>${paragraph('TableContents', keywords[i * 3 + j] ? r(keywords[i * 3 + j]!) : '')}</w:tc>`,
        )
        .join('')}</w:tr>`,
  );
  const skillTable =
    `<w:tbl><w:tblPr><w:tblW w:w="${3 * width}" w:type="dxa"/><w:jc w:val="left"/><w:tblInd w:w="0" w:type="dxa"/><w:tblLayout w:type="fixed"/>` +
    `<w:tblCellMar><w:top w:w="55" w:type="dxa"/><w:left w:w="55" w:type="dxa"/><w:bottom w:w="55" w:type="dxa"/><w:right w:w="55" w:type="dxa"/></w:tblCellMar></w:tblPr>` +
    `<w:tblGrid><w:gridCol w:w="${width}"/><w:gridCol w:w="${width}"/><w:gridCol w:w="${width}"/></w:tblGrid>${skillRows.join('')}</w:tbl>`;
  const body = [
    paragraph('Title', r(b.name), centred),
    paragraph('Subtitle', r(b.label), centred),
    paragraph('TextBody', r([placeParts(b, language).join(', '), b.phone].join(' · ')), `${centred}<w:spacing w:before="0" w:after="0"/>`),
    paragraph(
      'TextBody',
      [link(`mailto:${b.email}`, b.email), ...webAddresses(b).map((url) => link(url, bareUrl(url)))].join(r(' · ')),
      centred,
    ),
    heading('Heading1', h.profile),
    paragraph('TextBody', r(b.summary)),
    heading('Heading1', h.experience),
    ...resume.work.flatMap((w) => [
      heading('Heading2', `${w.position}, ${w.name}`),
      paragraph('TextBody', r(`${w.location} · ${period(w, language, 'months')}`, '<w:i/><w:iCs/>'), '', '<w:i/><w:iCs/>'),
      ...w.highlights.map(bullet),
    ]),
    heading('Heading1', h.education),
    ...resume.education.flatMap((e) => [
      heading('Heading2', `${degreeOf(e)}, ${e.institution}`),
      ...(period(e, language, 'months')
        ? [paragraph('TextBody', r(period(e, language, 'months'), '<w:i/><w:iCs/>'), '', '<w:i/><w:iCs/>')]
        : []),
    ]),
    heading('Heading1', h.skills),
    skillTable,
    heading('Heading1', h.languages),
    ...resume.languages.map((l) => paragraph('TextBody', r(`${l.language}: ${l.fluency}`), '<w:spacing w:before="0" w:after="0"/>')),
    `<w:sectPr><w:type w:val="nextPage"/><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:left="1134" w:right="1134" w:gutter="0" w:header="0" w:top="1134" w:footer="0" w:bottom="1134"/>` +
      `<w:pgNumType w:fmt="decimal"/><w:formProt w:val="false"/><w:textDirection w:val="lrTb"/><w:docGrid w:type="default" w:linePitch="100" w:charSpace="0"/></w:sectPr>`,
  ];
  const style = (id: string, name: string, based: string, pPr: string, rPr: string, type = 'paragraph') =>
    `<w:style w:type="${type}" w:styleId="${id}"><w:name w:val="${name}"/>${based ? `<w:basedOn w:val="${based}"/>` : ''}<w:qFormat/>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}<w:rPr>${rPr}</w:rPr></w:style>`;
  const stylesXml =
    `<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Liberation Serif" w:hAnsi="Liberation Serif" w:eastAsia="Noto Serif CJK SC" w:cs="Lohit Devanagari"/><w:kern w:val="2"/><w:sz w:val="24"/><w:szCs w:val="24"/>${lang}</w:rPr></w:rPrDefault>` +
    `<w:pPrDefault><w:pPr><w:widowControl/><w:suppressAutoHyphens w:val="true"/></w:pPr></w:pPrDefault></w:docDefaults>` +
    `<w:style w:type="paragraph" w:styleId="Normal" w:default="1"><w:name w:val="Normal"/><w:qFormat/><w:pPr><w:widowControl/></w:pPr><w:rPr><w:sz w:val="21"/><w:szCs w:val="21"/></w:rPr></w:style>` +
    style(
      'Heading',
      'Heading',
      'Normal',
      '<w:keepNext w:val="true"/><w:spacing w:before="240" w:after="120"/>',
      '<w:rFonts w:ascii="Liberation Sans" w:hAnsi="Liberation Sans"/><w:sz w:val="28"/><w:szCs w:val="28"/>',
    ) +
    style(
      'Heading1',
      'heading 1',
      'Heading',
      '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="0"/></w:numPr><w:spacing w:before="240" w:after="80"/><w:outlineLvl w:val="0"/>',
      '<w:b/><w:bCs/><w:color w:val="1E6A39"/><w:sz w:val="26"/><w:szCs w:val="26"/>',
    ) +
    style(
      'Heading2',
      'heading 2',
      'Heading',
      '<w:spacing w:before="160" w:after="20"/><w:outlineLvl w:val="1"/>',
      '<w:b/><w:bCs/><w:sz w:val="22"/><w:szCs w:val="22"/>',
    ) +
    style('TextBody', 'Body Text', 'Normal', '<w:spacing w:lineRule="auto" w:line="264" w:before="0" w:after="80"/>', '') +
    style('Title', 'Title', 'Heading', '<w:jc w:val="center"/>', '<w:b/><w:bCs/><w:sz w:val="48"/><w:szCs w:val="48"/>') +
    style(
      'Subtitle',
      'Subtitle',
      'Heading',
      '<w:spacing w:before="20" w:after="60"/><w:jc w:val="center"/>',
      '<w:i/><w:sz w:val="26"/><w:szCs w:val="26"/>',
    ) +
    style('TableContents', 'Table Contents', 'Normal', '<w:suppressLineNumbers/>', '') +
    style('InternetLink', 'Hyperlink', '', '', '<w:color w:val="000080"/><w:u w:val="single"/>', 'character');
  return { body: body.join(''), styles: stylesXml, numbering: NUMBERING, links: targets, namespaces: NAMESPACES };
}

export const libreofficeWriter: Template = { name: 'libreoffice-writer', shows: SHOWS_ALL, document };
