// SPDX-License-Identifier: BSL-1.0
// The page's JavaScript: it asks the library (compiled to WebAssembly by
// scripts/site.sh from src/ and web/wasm/entry.cpp) and shows its answers.
// It decides nothing about URLs itself.
'use strict';

(function () {
  // The editions, from the library when it is loaded (rfc1738_web_editions_list):
  // name, title, fragment (its grammar holds the fragment), parts (it models its parts).
  let EDITIONS = ['rfc1738'];
  let editionList = [{ name: 'rfc1738', title: 'RFC 1738', fragment: false, parts: true }];
  const VIEWS = ['check', 'derivation', 'grammar', 'documents', 'building'];
  // The part names rfc1738::set_part takes (src/urls/build.cpp), offered by the builder's form.
  const PARTS = ['user', 'password', 'host', 'port', 'segment', 'ftptype', 'search', 'gtype', 'selector', 'gopher+_string',
    'encoded822addr', 'grouppart', 'group', 'digits', 'database', 'wtype', 'wpath', 'fieldname', 'fieldvalue', 'schemepart', 'urlpath', 'slash'];
  const RFC = 'https://www.rfc-editor.org/rfc/rfc1738';
  // Inputs longer than this are checked after the page has shown that it is
  // checking, and their long values are shown shortened.
  const LARGE = 65536;
  const SHOWN = 4096;
  // Inputs longer than this are not put into the page's address.
  const PERMALINK = 8192;

  let wasm = null;
  const encoder = new TextEncoder();

  // Calls an entry point of web/wasm/entry.cpp with the UTF-8 bytes of `text`.
  function call(name, text, ...rest) {
    const bytes = encoder.encode(text);
    const ptr = wasm._malloc(bytes.length + 1);
    try {
      wasm.HEAPU8.set(bytes, ptr);
      return wasm.UTF8ToString(wasm['_' + name](ptr, bytes.length, ...rest));
    } finally {
      wasm._free(ptr);
    }
  }

  function modeBits(options) {
    const o = options || {};
    return (o.ignore_scheme_case ? 1 : 0) | (o.unwrap ? 2 : 0) | (o.fragment === 'split' ? 4 : 0);
  }

  function editionIndex(options) {
    const e = (options && options.edition) || 'rfc1738';
    const i = EDITIONS.indexOf(e);
    if (i < 0) {
      throw new Error('no edition "' + e + '": ' + EDITIONS.join(', '));
    }
    return i;
  }

  function needWasm() {
    if (!wasm) {
      throw new Error('the WebAssembly is not loaded yet: wait for rfc1738.ready');
    }
  }

  const api = {
    // The line `rfc1738 check --json` prints for the UTF-8 bytes of `text`,
    // without its newline (with --edition E, --ignore-scheme-case, --unwrap,
    // --fragment=split as options.edition, .ignore_scheme_case, .unwrap,
    // .fragment === 'split'): the library's writer, the program's bytes.
    checkJson(text, options) {
      needWasm();
      const out = call('rfc1738_web_check', String(text), modeBits(options), editionIndex(options));
      if (out.startsWith('!')) {
        throw new Error(out.slice(1));
      }
      return out;
    },
    // That line's object.
    check(text, options) {
      return JSON.parse(api.checkJson(text, options));
    },
    // The object `rfc1738 editions --json` prints (options.fragment as --fragment).
    editions(text, options) {
      needWasm();
      return JSON.parse(call('rfc1738_web_editions', String(text), modeBits(options) & 4 ? 1 : 0));
    },
    // The components percent-decoded, as `rfc1738 parse --json --decode` writes "decoded"; null when not a URL.
    decoded(text, options) {
      needWasm();
      return JSON.parse(call('rfc1738_web_decoded', String(text), modeBits(options)));
    },
    // The derivation: {nodes: [[production, begin, end, depth], ...], error?}
    // in pre-order, from `rfc1738 trace --json`'s tree (options.edition as
    // `rfc1738 trace --edition`: no nodes when not valid there).
    derive(text, options) {
      needWasm();
      const t = JSON.parse(call('rfc1738_web_derive', String(text), editionIndex(options)));
      const nodes = [];
      const walk = (n, depth) => {
        if (n.literal) return;
        nodes.push([n.production, n.begin, n.end, depth]);
        n.children.forEach((c) => walk(c, depth + 1));
      };
      if (t.tree) walk(t.tree, 0);
      return { nodes: nodes, error: t.error };
    },
    // The editions: [{name, title, fragment, parts}], as `rfc1738 editions --list` names them.
    editionList() {
      needWasm();
      return JSON.parse(wasm.UTF8ToString(wasm._rfc1738_web_editions_list()));
    },
    // The URLs of a text, as `rfc1738 lint --json` prints them (without "file"), in an array;
    // format 'text' (the default), 'markdown' or 'html', as `rfc1738 lint --format`.
    lint(text, options, format) {
      needWasm();
      const f = ['text', 'markdown', 'html'].indexOf(format || 'text');
      if (f < 0) throw new Error('rfc1738.lint: format is "text", "markdown" or "html"');
      return JSON.parse(call('rfc1738_web_lint', String(text), modeBits(options) & 5, f));
    },
    // `rfc1738 build SCHEME --part NAME=TEXT ...`: parts an array of [name, text]; {url} or {error: {component, offset, message}}.
    build(scheme, parts) {
      needWasm();
      const strings = [scheme].concat(...parts).map((x) => encoder.encode(String(x)));
      const size = strings.reduce((n, b) => n + 4 + b.length, 0);
      const ptr = wasm._malloc(size + 1);
      try {
        let at = ptr;
        for (const b of strings) {
          wasm.HEAPU8.set([b.length & 255, (b.length >> 8) & 255, (b.length >> 16) & 255, (b.length >>> 24) & 255], at);
          wasm.HEAPU8.set(b, at + 4);
          at += 4 + b.length;
        }
        return JSON.parse(wasm.UTF8ToString(wasm._rfc1738_web_build(ptr, size)));
      } finally {
        wasm._free(ptr);
      }
    },
    // `rfc1738 encode COMPONENT TEXT`: {text} or {error: {component, offset, message}}.
    encode(component, text) {
      needWasm();
      const name = encoder.encode(String(component) + '\0');
      const p = wasm._malloc(name.length);
      try {
        wasm.HEAPU8.set(name, p);
        return JSON.parse(call('rfc1738_web_encode', String(text), p));
      } finally {
        wasm._free(p);
      }
    },
    // The components encode() writes.
    encodable() {
      needWasm();
      return JSON.parse(wasm.UTF8ToString(wasm._rfc1738_web_encodable()));
    },
    // Every production of an edition, as `rfc1738 grammar --edition E --json` writes each:
    // name, bnf, section, file, line, rewrite, why, peg (null when read as written), used_by.
    grammar(edition) {
      needWasm();
      return JSON.parse(wasm.UTF8ToString(wasm._rfc1738_web_grammar(editionIndex({ edition: edition }))));
    },
  };
  // The WebAssembly is in the page (rfc1738-wasm-binary.js), gzip-compressed
  // (a third of its size) and base64-encoded: nothing is fetched; the
  // browser's DecompressionStream unpacks it.
  const packed = Uint8Array.from(atob(window.RFC1738_WASM), (c) => c.charCodeAt(0));
  const unpacked = new Response(new Blob([packed]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer();
  api.ready = unpacked.then((b) => RFC1738Module({ wasmBinary: new Uint8Array(b) })).then(function (m) {
    wasm = m;
    editionList = api.editionList();
    EDITIONS = editionList.map((e) => e.name);
    return api;
  });
  window.rfc1738 = api;

  // ---- showing -------------------------------------------------------------

  const $ = (id) => document.getElementById(id);
  const hex = '0123456789abcdef';

  // A string of bytes (one char per byte, as the JSON writes them) shown as
  // the program shows it: bytes below 0x20, from 0x7f, and "\" as \xNN.
  function readable(bytes) {
    let s = '';
    for (let i = 0; i < bytes.length; ++i) {
      const c = bytes.charCodeAt(i);
      s += c < 0x20 || c >= 0x7f || c === 0x5c ? '\\x' + hex[c >> 4] + hex[c & 15] : bytes[i];
    }
    return s;
  }

  function shorten(s) {
    return s.length > SHOWN ? s.slice(0, SHOWN) : s;
  }

  // Puts readable(bytes) into `el`, escapes marked; long values shortened.
  function showBytes(el, bytes) {
    el.textContent = '';
    const shown = shorten(bytes);
    let plain = '';
    for (let i = 0; i < shown.length; ++i) {
      const c = shown.charCodeAt(i);
      if (c < 0x20 || c >= 0x7f || c === 0x5c) {
        if (plain) {
          el.append(plain);
          plain = '';
        }
        const span = document.createElement('span');
        span.className = 'esc';
        span.textContent = readable(shown[i]);
        el.append(span);
      } else {
        plain += shown[i];
      }
    }
    if (plain) {
      el.append(plain);
    }
    if (shown.length < bytes.length) {
      const more = document.createElement('span');
      more.className = 'more';
      more.textContent = ' … (' + bytes.length + ' bytes)';
      el.append(more);
    }
  }

  // The library's text with each "§N.N" a link to that section of RFC 1738.
  function showText(el, text) {
    el.textContent = '';
    const re = /§(\d+(?:\.\d+)*)/g;
    let last = 0;
    let m;
    while ((m = re.exec(text)) !== null) {
      el.append(text.slice(last, m.index));
      const a = document.createElement('a');
      a.href = RFC + '#section-' + m[1];
      a.textContent = m[0];
      el.append(a);
      last = m.index + m[0].length;
    }
    el.append(text.slice(last));
  }

  function element(tag, text, className) {
    const e = document.createElement(tag);
    if (text !== undefined) {
      e.textContent = text;
    }
    if (className) {
      e.className = className;
    }
    return e;
  }

  function verdictText(r) {
    return r.conforms ? 'conforms' : r.valid ? 'valid but not conforming' : 'not a url';
  }

  // ---- state in the fragment -------------------------------------------------

  function readState() {
    const p = new URLSearchParams(location.hash.slice(1));
    const edition = EDITIONS.includes(p.get('edition')) ? p.get('edition') : 'rfc1738';
    return {
      view: VIEWS.includes(p.get('view')) ? p.get('view') : 'check',
      // A link to a production keeps the input that is in the field.
      url: p.has('url') ? p.get('url') : document.getElementById('url').value,
      edition: edition,
      ignore_scheme_case: p.get('case') === '1',
      unwrap: p.get('unwrap') === '1',
      fragment: p.get('fragment') === 'split' ? 'split' : 'strict',
      production: p.get('production') || '',
    };
  }

  function stateHash(s) {
    const p = new URLSearchParams();
    p.set('view', s.view);
    p.set('url', s.url);
    if (s.edition !== 'rfc1738') p.set('edition', s.edition);
    if (s.ignore_scheme_case) p.set('case', '1');
    if (s.unwrap) p.set('unwrap', '1');
    if (s.fragment === 'split') p.set('fragment', 'split');
    if (s.view === 'grammar' && s.production) p.set('production', s.production);
    return '#' + p.toString();
  }

  let state = readState();
  let addressTimer = 0;

  function currentState() {
    return {
      view: state.view,
      url: $('url').value,
      edition: $('edition').value,
      ignore_scheme_case: $('mode-case').checked,
      unwrap: $('mode-unwrap').checked,
      fragment: $('mode-fragment').checked ? 'split' : 'strict',
      production: state.production,
    };
  }

  function putState(s) {
    $('url').value = s.url;
    $('edition').value = s.edition;
    $('mode-case').checked = s.ignore_scheme_case;
    $('mode-unwrap').checked = s.unwrap;
    $('mode-fragment').checked = s.fragment === 'split';
  }

  function saveState() {
    state = currentState();
    // A long input is left out of the address (browsers limit its length).
    const h = stateHash(state.url.length > PERMALINK ? Object.assign({}, state, { url: '' }) : state);
    $('permalink').textContent = state.url.length > PERMALINK ? 'Permalink (without the input: it is too long for an address)' : 'Permalink';
    $('permalink').href = h;
    // The address follows after a pause in typing (browsers throttle
    // history changes made on every keystroke).
    clearTimeout(addressTimer);
    addressTimer = setTimeout(function () {
      if (location.hash !== h) history.replaceState(null, '', h);
    }, 400);
  }

  // ---- the checker -------------------------------------------------------------

  // The edition of that name in the library's list.
  function editionNamed(name) {
    return editionList.find((e) => e.name === name) || editionList[0];
  }

  function options() {
    const s = currentState();
    const other = s.edition !== 'rfc1738';
    // The other editions have no case-ignore or unwrap reading, and those
    // whose grammar holds the fragment set none aside (rfc1738 check refuses them).
    return {
      edition: s.edition,
      ignore_scheme_case: !other && s.ignore_scheme_case,
      unwrap: !other && s.unwrap,
      fragment: editionNamed(s.edition).fragment ? 'strict' : s.fragment,
    };
  }

  function showCheck(text) {
    const o = options();
    const r = api.check(text, o);
    const v = $('verdict');
    v.textContent = verdictText(r);
    v.className = r.conforms ? 'ok' : r.valid ? 'warn' : 'bad';
    $('production').textContent = r.production === null ? '—' : r.production;
    $('scheme').textContent = '';
    if (r.scheme !== undefined && r.scheme !== null) showBytes($('scheme'), r.scheme);
    else $('scheme').textContent = '—';
    const checked = r.checked !== undefined ? r.checked : r.input;
    showBytes($('checked'), checked);
    if (r.fragment !== undefined) showBytes($('fragment'), r.fragment);
    else $('fragment').textContent = '—';
    const modes = $('modes-used');
    modes.textContent = '';
    if (r.modes && r.modes.length) {
      const ul = element('ul');
      for (const m of r.modes) {
        const li = element('li');
        showText(li, m);
        ul.append(li);
      }
      modes.append(ul);
    } else {
      modes.textContent = '—';
    }

    // The error, with a caret under the byte where the reading stops.
    const e = r.error;
    $('error-box').hidden = !e;
    if (e) {
      const begin = checked.length > 160 ? Math.max(0, e.offset - 60) : 0;
      const end = checked.length > 160 ? Math.min(checked.length, e.offset + 60) : checked.length;
      const before = begin > 0 ? '...' : '';
      const line = before + readable(checked.slice(begin, end)) + (end < checked.length ? '...' : '');
      const column = before.length + readable(checked.slice(begin, e.offset)).length;
      const caret = $('caret');
      caret.textContent = line + '\n' + ' '.repeat(column) + '^';
      // A line wider than the box (a phone): scrolled so that the caret shows.
      caret.scrollLeft = caret.scrollWidth > caret.clientWidth
        ? caret.scrollWidth * column / (line.length + 1) - caret.clientWidth / 2 : 0;
      $('error-offset').textContent = String(e.offset);
      $('error-production').textContent = e.production;
      showText($('error-message'), e.message);
      $('expected').textContent = e.expected.join(', ');
    }

    // The fix-it: the edits, the URL they give, a button that applies it.
    const fix = r.fix && r.fix.length ? r.fix : null;
    $('fix-box').hidden = !fix;
    const edits = $('fix-edits');
    edits.textContent = '';
    if (fix) {
      for (const f of fix) {
        const li = element('li');
        li.dataset.edit = f.edit;
        li.append(element('code', f.edit), ' at ' + f.offset + ': ');
        const m = element('span');
        showText(m, f.message);
        li.append(m);
        edits.append(li);
      }
      showBytes($('fixit-url'), fix[fix.length - 1].url);
      $('fixit-apply').dataset.url = fix[fix.length - 1].url;
    }

    showWarnings(r);
    return [() => showComponents(text, o, r), () => showEditions(text, o)];
  }

  // The components, as written and decoded.
  function showComponents(text, o, r) {
    const body = $('components').tBodies[0];
    body.textContent = '';
    $('components-box').hidden = !r.components;
    if (r.components) {
      const decoded = o.edition === 'rfc1738' ? api.decoded(text, o) : null;
      const seen = {};
      const row = (name, value, plain) => {
        const tr = element('tr');
        const nth = (seen[name] = (seen[name] || 0) + 1) - 1;
        tr.tabIndex = 0;
        const mark = () => markComponent(text, o, r, name, nth);
        tr.addEventListener('mouseenter', mark);
        tr.addEventListener('focus', mark);
        tr.addEventListener('mouseleave', () => showBytes($('checked'), r.checked !== undefined ? r.checked : r.input));
        tr.append(element('th', name));
        tr.firstChild.scope = 'row';
        const a = element('td', undefined, 'encoded');
        a.dataset.label = 'as written';
        showBytes(a, value);
        const b = element('td', undefined, 'decoded');
        b.dataset.label = 'decoded';
        if (plain === undefined) b.textContent = '—';
        else showBytes(b, plain);
        tr.append(a, b);
        body.append(tr);
      };
      for (const [name, value] of Object.entries(r.components)) {
        if (Array.isArray(value)) {
          value.forEach((spec, i) => {
            row('fieldname', spec.fieldname, decoded ? decoded[name][i].fieldname : undefined);
            row('fieldvalue', spec.fieldvalue, decoded ? decoded[name][i].fieldvalue : undefined);
          });
        } else {
          // Another edition's components: as written (decoded is RFC 1738's).
          row(name, value, decoded ? decoded[name] : undefined);
        }
      }
    }

  }

  // Marks the bytes of the nth component `name` in the text checked, from
  // the library's derivation of that text.
  function markComponent(text, o, r, name, nth) {
    const bytes = r.checked !== undefined ? r.checked : r.input;
    const utf8 = new TextDecoder().decode(Uint8Array.from(bytes, (c) => c.charCodeAt(0)));
    const nodes = api.derive(utf8, o).nodes.filter((n) => n[0] === name);
    const el = $('checked');
    if (nth >= nodes.length || bytes.length > SHOWN) return;
    const [, begin, end] = nodes[nth];
    el.textContent = '';
    const before = element('span');
    showBytes(before, bytes.slice(0, begin));
    const m = element('mark');
    showBytes(m, bytes.slice(begin, end));
    const after = element('span');
    showBytes(after, bytes.slice(end));
    el.append(before, m, after);
  }

  // The warnings.
  function showWarnings(r) {
    const w = $('warnings');
    w.textContent = '';
    const warnings = r.warnings || [];
    $('warnings-box').hidden = warnings.length === 0;
    for (const x of warnings) {
      const li = element('li');
      li.dataset.code = x.code;
      li.append(element('code', x.code, 'code'), ' at ', element('span', String(x.offset), 'offset'), ': ');
      const m = element('span', undefined, 'message');
      showText(m, x.message);
      li.append(m);
      w.append(li);
    }

  }

  // The editions side by side.
  function showEditions(text, o) {
    const ed = api.editions(text, o);
    const tb = $('editions').tBodies[0];
    tb.textContent = '';
    for (const name of Object.keys(ed.editions)) {
      const x = ed.editions[name];
      const tr = element('tr');
      tr.dataset.edition = name;
      const th = element('th', name);
      th.scope = 'row';
      tr.append(th, element('td', verdictText(x), 'verdict'), element('td', x.production === null ? '—' : x.production, 'production'));
      const where = element('td', undefined, 'error');   // empty when it takes the input
      if (x.error) {
        where.append('at ' + x.error.offset + ': ');
        const m = element('span');
        showText(m, x.error.message);
        where.append(m);
      }
      tr.append(where);
      // The split by role; a role marked where another edition that takes
      // the input splits it differently (split_differs).
      const differs = new Set();
      for (const d of ed.split_differs || []) {
        if (d.editions.includes(name)) d.roles.forEach((r) => differs.add(r));
      }
      const split = element('td', undefined, 'split');
      for (const [role, value] of Object.entries(x.roles || {})) {
        const part = element('span', undefined, differs.has(role) ? 'role differs' : 'role');
        part.dataset.role = role;
        part.append(role + ' ');
        const v = element('code');
        showBytes(v, value);
        part.append(v);
        split.append(part, ' ');
      }
      if (!x.roles) split.textContent = '—';
      tr.append(split);
      tb.append(tr);
    }
  }

  // ---- the derivation ------------------------------------------------------------

  function showMarked(bytes, begin, end) {
    const el = $('marked');
    el.textContent = '';
    el.append(readable(shorten(bytes.slice(0, begin))));
    if (end > begin) {
      el.append(element('mark', readable(shorten(bytes.slice(begin, end)))));
    }
    el.append(readable(shorten(bytes.slice(end))));
  }

  // Which nodes of a derivation open at first: those above a component, so
  // that the tree shows the URL down to its components and no further (as
  // `rfc1738 trace --components` keeps them); a component holding another
  // (news: grouppart, group) opens to it, the others and what they derive
  // stay closed. The components are the Checker's: the first node of each
  // name (the first n fieldspecs for n of them), as markComponent finds them.
  // Without components (not a URL), the root and the form below it.
  function openToComponents(nodes, components) {
    const left = new Map(Object.entries(components || {}).map(([name, v]) => [name, Array.isArray(v) ? v.length : 1]));
    const open = nodes.map(([, , , depth]) => left.size === 0 && depth < 2);
    const above = [];   // the index of the node at each depth above the current one
    nodes.forEach(([name, , , depth], i) => {
      above.length = depth;
      if (left.get(name) > 0) {
        left.set(name, left.get(name) - 1);
        above.forEach((a) => { open[a] = true; });
      }
      above[depth] = i;
    });
    return open;
  }

  function showDerivation(text) {
    const o = options();
    const r = api.check(text, o);
    const bytes = r.checked !== undefined ? r.checked : r.input;
    // The derivation of the bytes checked, as UTF-8 text again, under the
    // edition chosen (another edition derives nothing it does not take).
    const utf8 = new TextDecoder().decode(Uint8Array.from(bytes, (c) => c.charCodeAt(0)));
    const d = api.derive(utf8, o);
    showMarked(bytes, 0, 0);
    $('derivation-error').textContent = '';
    if (d.error) {
      $('derivation-error').append('not a url: the derivation stops at ' + d.error.offset + ': ');
      const m = element('span');
      showText(m, d.error.message);
      $('derivation-error').append(m);
    }
    const tree = $('tree');
    tree.textContent = '';
    const stack = [tree];
    const open = openToComponents(d.nodes, r.components);
    d.nodes.forEach(([name, begin, end, depth], i) => {
      const next = d.nodes[i + 1];
      const leaf = !next || next[3] <= depth;
      const box = leaf ? element('div', undefined, 'leaf') : element('details');
      if (!leaf) box.open = open[i];
      const head = element(leaf ? 'span' : 'summary', undefined, 'node');
      head.tabIndex = leaf ? 0 : head.tabIndex;
      const link = element('a', name);
      link.href = '#view=grammar&production=' + encodeURIComponent(name) + (o.edition === 'rfc1738' ? '' : '&edition=' + o.edition);
      link.dataset.production = name;
      head.append(link, ' [' + begin + ',' + end + ') ', element('code', readable(shorten(bytes.slice(begin, end)))));
      const mark = () => showMarked(bytes, begin, end);
      head.addEventListener('mouseenter', mark);
      head.addEventListener('focusin', mark);
      box.append(head);
      stack.length = depth + 1;
      stack[depth].append(box);
      stack[depth + 1] = box;
    });
  }

  // ---- documents ----------------------------------------------------------------

  // The delimiters as a reader writes them (`rfc1738 lint --json` names them: url_wrapped, ...).
  const DELIMITERS = {
    url_wrapped: '<URL:…>', angle: '<…>', quote: '"…"', bare: 'bare',
    link: 'Markdown link', reference: 'Markdown reference', attribute: 'HTML attribute',
  };

  function showDocuments() {
    const o = options();
    const found = api.lint($('document').value, o, $('document-format').value);
    const body = $('lint').tBodies[0];
    body.textContent = '';
    const bad = found.filter((f) => !f.check.conforms).length;
    $('lint-summary').textContent = found.length + (found.length === 1 ? ' URL, ' : ' URLs, ') + bad + ' not conforming';
    for (const f of found) {
      const tr = element('tr');
      const delimiter = element('td', DELIMITERS[f.delimiter] || f.delimiter, 'delimiter');
      delimiter.title = f.delimiter;
      tr.append(element('td', f.line + ':' + f.column, 'at'), delimiter);
      const u = element('td', undefined, 'url');
      showBytes(u, f.check.input);
      tr.append(u, element('td', verdictText(f.check), 'verdict'));
      const why = element('td', undefined, 'why');
      if (f.check.error) {
        why.append(f.error_line + ':' + f.error_column + ': ');
        const m = element('span');
        showText(m, f.check.error.message);
        why.append(m);
      }
      for (const w of f.extract_warnings.concat(f.check.warnings)) {
        const m = element('div', undefined, 'warning');
        showText(m, w.code + ': ' + w.message);
        why.append(m);
      }
      tr.append(why);
      tr.dataset.begin = f.begin;
      tr.dataset.end = f.end;
      body.append(tr);
    }
  }

  // ---- building ------------------------------------------------------------------

  function partRow(name, value) {
    const row = element('div', undefined, 'part');
    const n = document.querySelectorAll('#build-parts .part').length + 1;
    const select = element('select');
    select.id = 'build-part-' + n;
    select.setAttribute('aria-label', 'part ' + n);
    for (const p of PARTS) {
      const o = element('option', p);
      o.value = p;
      select.append(o);
    }
    select.value = name;
    const input = element('input');
    input.type = 'text';
    input.spellcheck = false;
    input.value = value;
    input.setAttribute('aria-label', 'part ' + n + ', decoded');
    const remove = element('button', 'Remove');
    remove.type = 'button';
    remove.setAttribute('aria-label', 'remove part ' + n);
    remove.addEventListener('click', () => { row.remove(); showBuild(); });
    select.addEventListener('change', showBuild);
    input.addEventListener('input', showBuild);
    row.append(select, input, remove);
    $('build-parts').append(row);
  }

  function showBuild() {
    const parts = [...document.querySelectorAll('#build-parts .part')].map((r) => [r.querySelector('select').value, r.querySelector('input').value]);
    const r = api.build($('build-scheme').value, parts);
    $('build-url').textContent = '';
    $('build-error').textContent = '';
    if (r.url !== undefined) {
      showBytes($('build-url'), r.url);
    } else {
      showText($('build-error'), r.error.component + ': ' + r.error.message);
    }
  }

  function showEncode() {
    const r = api.encode($('encode-component').value, $('encode-text').value);
    $('encode-result').textContent = '';
    $('encode-error').textContent = '';
    if (r.text !== undefined) showBytes($('encode-result'), r.text);
    else showText($('encode-error'), r.error.message);
  }

  function setupBuilding() {
    if ($('encode-component').options.length) return;
    for (const p of api.encodable()) {
      const o = element('option', p);
      o.value = p;
      $('encode-component').append(o);
    }
    $('encode-component').value = 'hsegment';
    $('encode-text').value = 'a b/c';
    for (const [n, v] of [['user', 'me'], ['host', 'host.dom'], ['segment', 'etc'], ['segment', 'mo td'], ['ftptype', 'a']]) partRow(n, v);
  }

  // ---- the grammar -----------------------------------------------------------------

  function showGrammar() {
    const edition = $('grammar-edition').value;
    const list = $('productions');
    list.textContent = '';
    const query = $('grammar-search').value.trim().toLowerCase();
    for (const p of api.grammar(edition)) {
      if (query && !p.name.toLowerCase().includes(query) && !p.bnf.toLowerCase().includes(query)) continue;
      const art = element('article', undefined, 'production');
      art.id = 'production-' + p.name;
      art.append(element('h3', p.name));
      art.append(element('pre', p.bnf, 'bnf'));
      // The diagram bnf2pegtl --railroad drew from the same BNF at build time.
      const img = element('img', undefined, 'railroad');
      img.alt = 'railroad diagram of ' + p.name;
      img.loading = 'lazy';
      // The diagram, or the same one of an earlier edition (railroad/same.js).
      const file = edition + '/' + p.name.replace(/\//g, '_') + '.svg';
      const kept = (window.RFC1738_RAILROADS || {})[file] || file;
      img.src = 'railroad/' + kept.split('/').map(encodeURIComponent).join('/');
      const fig = element('div', undefined, 'diagram');
      fig.append(img);
      art.append(fig);
      // Where the edition defines it (p.section): the section of RFC 1738
      // that cites it, then §5 ("§3.2, §5"), the draft's "BNF for specific
      // URL schemes", or the part of a later RFC its file transcribes
      // (grammar/editions.facts' @source: "RFC 3986 Appendix A").
      const where = element('p', undefined, 'where');
      if (edition === 'rfc1738') {
        const sections = element('span');
        showText(sections, 'RFC 1738 ' + p.section);
        where.append(sections, ', ');
      } else if (edition.startsWith('draft-')) {
        where.append('draft-ietf-uri-url-03, ' + p.section + ', ');
      } else {
        where.append(p.section + ', ');
      }
      where.append(p.file + ' line ' + p.line);
      art.append(where);
      if (p.rewrite) {
        art.append(element('p', 'PEG rewrite ' + p.rewrite + ':'));
        art.append(element('pre', p.peg, 'peg'));
        art.append(element('p', p.why, 'why'));
      } else {
        art.append(element('p', 'PEG: the BNF as written'));
      }
      const used = element('p', 'used by: ');
      if (p.used_by.length) {
        p.used_by.forEach((u, i) => {
          if (i) used.append(' ');
          const a = element('a', u);
          a.href = '#view=grammar&production=' + encodeURIComponent(u) + (edition === 'rfc1738' ? '' : '&edition=' + edition);
          used.append(a);
        });
      } else {
        used.append('(none: a start symbol or unused)');
      }
      art.append(used);
      list.append(art);
    }
  }

  // ---- wiring ------------------------------------------------------------------------

  let pending = 0;
  let generation = 0;

  // Shows the results for the field's text: at once for a small input; for a
  // large one the verdict first, then the components and the editions, each
  // in a task of its own (a newer input cancels the rest).
  function update() {
    if (!wasm) return;
    const mine = ++generation;
    saveState();
    const text = $('url').value;
    const large = text.length > LARGE;
    const other = $('edition').value !== 'rfc1738';
    $('mode-case').disabled = other;
    $('mode-unwrap').disabled = other;
    $('mode-fragment').disabled = editionNamed($('edition').value).fragment;
    let steps = [];
    if (state.view === 'check') steps = showCheck(text);
    else if (state.view === 'derivation') showDerivation(text);
    if (api.firstResultMs === undefined) {
      api.firstResultMs = performance.now();   // since the navigation began
    }
    const next = () => {
      if (mine !== generation || steps.length === 0) {
        if (mine === generation) document.body.removeAttribute('data-busy');
        return;
      }
      steps.shift()();
      setTimeout(next, 0);
    };
    if (large) {
      document.body.setAttribute('data-busy', '1');
      setTimeout(next, 0);
    } else {
      steps.forEach((f) => f());
    }
  }

  // Small inputs are checked at once, on every keystroke; a large paste is
  // checked in the next task, after the page has said that it is checking.
  function schedule() {
    if ($('url').value.length <= LARGE) {
      update();
      return;
    }
    $('verdict').textContent = 'checking ' + $('url').value.length + ' characters…';
    document.body.setAttribute('data-busy', '1');
    clearTimeout(pending);
    pending = setTimeout(update, 30);
  }

  function showView() {
    for (const v of VIEWS) {
      $('view-' + v).hidden = v !== state.view;
      const a = document.querySelector('nav a[data-view="' + v + '"]');
      if (v === state.view) a.setAttribute('aria-current', 'page');
      else a.removeAttribute('aria-current');
    }
    $('input-area').hidden = state.view === 'grammar' || state.view === 'building';
    $('url').parentElement.querySelector('label[for="url"]').hidden = state.view === 'documents';
    $('url').hidden = state.view === 'documents';
    $('permalink-line').hidden = state.view === 'documents';
    // lint has case-ignore and fragment split, not unwrap (the extractor unwraps) or editions.
    $('mode-unwrap-label').hidden = state.view === 'documents';
    $('edition-pair').hidden = state.view === 'documents';
    if (!wasm) return;
    if (state.view === 'grammar') {
      saveState();
      showGrammar();
      if (state.production) {
        const target = document.getElementById('production-' + state.production);
        if (target) {
          target.classList.add('target');
          target.scrollIntoView();
        }
      }
    } else if (state.view === 'documents') {
      showDocuments();
    } else if (state.view === 'building') {
      setupBuilding();
      showBuild();
      showEncode();
    } else {
      schedule();
    }
  }

  function restore() {
    state = readState();
    putState(state);
    if (state.edition !== 'rfc1738') $('grammar-edition').value = state.edition;
    showView();
  }

  $('url').addEventListener('input', schedule);
  for (const id of ['mode-case', 'mode-unwrap', 'mode-fragment', 'edition']) {
    $(id).addEventListener('change', schedule);
  }
  $('grammar-search').addEventListener('input', showGrammar);
  $('document').addEventListener('input', showDocuments);
  $('document-format').addEventListener('change', showDocuments);
  $('build-scheme').addEventListener('input', showBuild);
  $('build-add').addEventListener('click', () => { partRow('segment', ''); showBuild(); });
  $('encode-component').addEventListener('change', showEncode);
  $('encode-text').addEventListener('input', showEncode);
  for (const id of ['mode-case', 'mode-fragment']) {
    $(id).addEventListener('change', () => { if (state.view === 'documents') showDocuments(); });
  }
  $('grammar-edition').addEventListener('change', showGrammar);
  $('fixit-apply').addEventListener('click', function () {
    const bytes = this.dataset.url || '';
    $('url').value = new TextDecoder().decode(Uint8Array.from(bytes, (c) => c.charCodeAt(0)));
    update();
    $('url').focus();
  });
  document.querySelector('nav').addEventListener('click', function (ev) {
    const a = ev.target.closest('a[data-view]');
    if (!a) return;
    ev.preventDefault();
    state = currentState();
    state.view = a.dataset.view;
    state.production = '';
    history.replaceState(null, '', stateHash(state));
    showView();
  });
  // The editions' selects, from the library's list.
  function fillEditions() {
    for (const id of ['edition', 'grammar-edition']) {
      const select = $(id);
      const chosen = select.value;
      select.textContent = '';
      for (const e of editionList) {
        const option = element('option', e.name);
        option.value = e.name;
        option.title = e.title;
        select.append(option);
      }
      select.value = chosen;
    }
  }

  window.addEventListener('hashchange', restore);
  restore();
  api.ready.then(function () {
    fillEditions();
    restore();
  });
})();
