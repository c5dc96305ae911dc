import { render } from 'preact';

function Popup() {
  return <main><h1>CV importer</h1></main>;
}

render(<Popup />, document.getElementById('app')!);
