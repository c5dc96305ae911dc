import { describe, expect, it } from 'vitest';
import { extractHtml } from './helpers.ts';

describe('entries on hand-written CV pages', () => {
  it('reads dates set as a label with a colon, in a column beside their entry', () => {
    const html = `<html lang="fr"><body><h1>Élodie Marchal</h1><p>Technicienne réseaux</p><h2>Expérience professionnelle</h2>
      <div><div class="left"><p>De septembre 2019 à ce jour :</p></div>
      <div class="right"><p><strong>Technicienne réseaux</strong> - Ardenval Services<br/>Supervision du parc de serveurs</p></div></div>
      <div><div class="left"><p>De mars à juin 2018:</p></div>
      <div class="right"><p><strong>Assistante support</strong> (stage) - Coliméa Conseil<br/>Assistance aux utilisateurs</p></div></div>
      <div><div class="left"><p>mai/juin 2017:</p></div><div class="right"><p><strong>Opératrice de saisie</strong> - Brévanne Distribution</p></div></div>
      </body></html>`;
    expect(extractHtml(html).candidate.experience.map((e) => [e.title, e.company, e.start, e.end, e.current])).toEqual([
      ['Technicienne réseaux', 'Ardenval Services', '2019-09', null, true],
      ['Assistante support (stage)', 'Coliméa Conseil', '2018-03', '2018-06', false],
      ['Opératrice de saisie', 'Brévanne Distribution', '2017-05', '2017-06', false],
    ]);
  });
});
