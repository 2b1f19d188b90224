/**
 * A light, self-contained page that lists the OpenAPI document's operations; Swagger UI (/api/docs/swagger, served
 * from the installed package) is the interactive one.
 */
export const DOCS_PAGE = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Areia API — documentação</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 980px; padding: 24px; color: #1d2a33; }
  h1 { margin-bottom: 4px; } h2 { margin-top: 32px; border-bottom: 2px solid #f2c14e; }
  details { border: 1px solid #d8dee4; border-radius: 8px; margin: 8px 0; padding: 8px 12px; }
  summary { cursor: pointer; } code, pre { font-family: ui-monospace, monospace; font-size: 13px; }
  pre { background: #f6f8fa; padding: 8px; overflow: auto; border-radius: 6px; }
  .m { display: inline-block; min-width: 56px; font-weight: 700; text-transform: uppercase; }
  .get { color: #1b7f3b; } .post { color: #9a5b00; } .put { color: #1f5fbf; } .delete { color: #b42318; }
</style>
</head>
<body>
<h1>Areia API</h1>
<p>Documento OpenAPI: <a href="/api/openapi.json">/api/openapi.json</a> · <a href="/api/docs/swagger">Swagger UI</a></p>
<div id="root">Carregando...</div>
<script>
fetch('/api/openapi.json').then(function (r) { return r.json(); }).then(function (doc) {
  var root = document.getElementById('root');
  root.textContent = '';
  var groups = {};
  Object.keys(doc.paths).forEach(function (path) {
    Object.keys(doc.paths[path]).forEach(function (method) {
      var op = doc.paths[path][method];
      var tag = (op.tags && op.tags[0]) || 'Outros';
      (groups[tag] = groups[tag] || []).push({ path: path, method: method, op: op });
    });
  });
  Object.keys(groups).forEach(function (tag) {
    var h = document.createElement('h2'); h.textContent = tag; root.appendChild(h);
    groups[tag].forEach(function (entry) {
      var d = document.createElement('details');
      var s = document.createElement('summary');
      var m = document.createElement('span'); m.className = 'm ' + entry.method; m.textContent = entry.method;
      var p = document.createElement('code'); p.textContent = entry.path;
      s.appendChild(m); s.appendChild(p);
      s.appendChild(document.createTextNode(' — ' + (entry.op.summary || '') + (entry.op.security ? ' 🔒' : '')));
      d.appendChild(s);
      var pre = document.createElement('pre');
      pre.textContent = JSON.stringify({ parameters: entry.op.parameters, requestBody: entry.op.requestBody, responses: entry.op.responses }, null, 2);
      d.appendChild(pre);
      root.appendChild(d);
    });
  });
}).catch(function () { document.getElementById('root').textContent = 'Não foi possível carregar o documento.'; });
</script>
</body>
</html>`;
