// SPDX-License-Identifier: BSL-1.0
// What the two Node adapters (node_whatwg_url.js, node_url_parse.js) share:
// reading `rfc1738 suite` on standard input, writing answers in the format
// of `rfc1738 compare`, and the mapping of a parser's parts onto RFC 1738's
// names, as tools/adapters/adapter.hpp does (its head comment has the
// table), written again in JavaScript, and the seven roles of `rfc1738
// compare --editions` (rolesOf: scheme, userinfo as user ":" password
// joined again, host, port, path, query, fragment; absent parts left out).
// Strings hold one code point per byte (U+0000..U+00FF), as the suite
// writes its inputs.
'use strict';
const readline = require('readline');

function mapParts(p, input) {
  const c = {};
  const put = (name, v) => { if (v !== undefined && v !== null) c[name] = v; };
  const scheme = (p.scheme || '').toLowerCase();
  const path = p.path;
  const rest = typeof path === 'string' && path.startsWith('/') ? path.slice(1) : undefined;
  switch (scheme) {
    case 'http':
      put('host', p.host); put('port', p.port); put('path', rest); put('search', p.query);
      break;
    case 'ftp':
      for (const k of ['user', 'password', 'host', 'port']) put(k, p[k]);
      if (rest !== undefined) {
        const t = rest.lastIndexOf(';type=');
        if (t !== -1 && t + 7 === rest.length) { c.path = rest.slice(0, t); c.type = rest.slice(t + 6); }
        else c.path = rest;
      }
      break;
    case 'file':
      if (p.host) c.host = p.host;
      put('path', rest);
      break;
    case 'telnet':
      for (const k of ['user', 'password', 'host', 'port']) put(k, p[k]);
      break;
    case 'nntp':
      put('host', p.host); put('port', p.port);
      if (rest !== undefined) { const s = rest.split('/'); c.group = s[0]; if (s.length > 1) c.article = s[1]; }
      break;
    case 'gopher':
      put('host', p.host); put('port', p.port);
      if (rest) {
        const g = /^%[0-9A-Fa-f]{2}/.test(rest) ? 3 : 1;
        c.type = rest.slice(0, g);
        const s = rest.slice(g).split('%09');
        c.path = s[0];
        if (s.length > 1) c.search = s[1];
        if (s.length > 2) c['gopher+'] = s.slice(2).join('%09');
      }
      break;
    case 'wais':
      put('host', p.host); put('port', p.port);
      if (rest !== undefined) {
        const s = rest.split('/');
        c.database = s[0];
        if (s.length > 1) c.type = s[1];
        if (s.length > 2) c.path = s.slice(2).join('/');
      }
      put('search', p.query);
      break;
    case 'mailto':
      put('address', path);
      break;
    case 'news':
      if (typeof path === 'string') {
        c.grouppart = path;
        if (path.includes('@')) c.article = path; else if (path !== '*') c.group = path;
      }
      break;
    case 'prospero':
      put('host', p.host); put('port', p.port);
      if (rest !== undefined) {
        const s = rest.split(';');
        c.path = s[0];
        c.field = s.slice(1).map((f) => {
          const eq = f.indexOf('=');
          return { fieldname: eq === -1 ? f : f.slice(0, eq), fieldvalue: eq === -1 ? '' : f.slice(eq + 1) };
        });
      }
      break;
    default: {
      const colon = input.indexOf(':');
      if (colon !== -1) c.schemepart = input.slice(colon + 1);
      if (p.host !== undefined && p.host !== null) {
        for (const k of ['user', 'password', 'host', 'port']) put(k, p[k]);
        put('path', rest);
      }
    }
  }
  return c;
}

// The parts under the seven roles (adapter.hpp's roles_of).
function rolesOf(p) {
  const r = {};
  for (const k of ['scheme', 'host', 'port', 'path', 'query', 'fragment']) {
    if (p[k] !== undefined && p[k] !== null) r[k] = p[k];
  }
  if (p.user !== undefined || p.password !== undefined) {
    r.userinfo = (p.user === undefined ? '' : p.user) + (p.password === undefined ? '' : ':' + p.password);
  }
  return r;
}

// Runs `partsOf(input)` (the parts, or null when the parser refuses the
// input) on every case of standard input.
function run(partsOf) {
  const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  const out = [];
  lines.on('line', (line) => {
    const c = JSON.parse(line);
    const answer = { input: c.input };
    if (c.covers !== undefined) answer.covers = c.covers;
    let p = null;
    try { p = partsOf(c.input); } catch (e) { p = null; }
    answer.valid = p !== null;
    if (p !== null) {
      answer.scheme = p.scheme;
      answer.components = mapParts(p, c.input);
      answer.roles = rolesOf(p);
    }
    out.push(JSON.stringify(answer));
    if (out.length >= 256) { process.stdout.write(out.join('\n') + '\n'); out.length = 0; }
  });
  lines.on('close', () => { if (out.length) process.stdout.write(out.join('\n') + '\n'); });
}

module.exports = { mapParts, rolesOf, run };
