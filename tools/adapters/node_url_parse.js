#!/usr/bin/env node
// SPDX-License-Identifier: BSL-1.0
// The adapter for Node's legacy url.parse() (module `url` of Debian nodejs;
// deprecated by Node in favour of the WHATWG URL, and documented as
// following no standard): reads `rfc1738 suite` on standard input and
// prints its answers in the format of `rfc1738 compare`
// (docs/manual/compare.md).
//
// url.parse accepts nearly any string; an input is taken as valid when it
// throws nothing and finds a scheme (`protocol`). The input is given as a
// string of one code point per byte. The parts: the scheme (`protocol`
// without its ":", lower-cased), `auth` split at its first ":" into user
// and password (url.parse decodes it), `hostname` (lower-cased; an IP
// literal loses its brackets; present when `slashes` or a host was found),
// `port`, `pathname`, `search` without its "?" (present when url.parse
// kept a "?"), `hash` without its "#" (the roles' fragment; RFC 1738 has
// none). Mapped onto RFC 1738's names and the seven roles by node_map.js
// (the table of adapter.hpp); the roles have the lower-cased scheme and
// hostname, the decoded auth, a host without an IP literal's brackets, and
// cannot tell an empty fragment from an absent one. What cannot be
// mapped: url.parse escapes some bytes (a space, "{", "`", ...) and cuts
// the host at the first byte it does not take for a host's, moving the rest
// into the path; both show as disagreements.
'use strict';
const url = require('url');
const { run } = require('./node_map.js');

run((input) => {
  const u = url.parse(input);
  if (!u.protocol) return null;
  const p = { scheme: u.protocol.slice(0, -1), path: u.pathname === null ? undefined : u.pathname };
  if (u.slashes || u.host) {
    p.host = u.hostname === null ? '' : u.hostname;
    if (u.port !== null) p.port = u.port;
    if (u.auth !== null) {
      const colon = u.auth.indexOf(':');
      p.user = colon === -1 ? u.auth : u.auth.slice(0, colon);
      if (colon !== -1) p.password = u.auth.slice(colon + 1);
    }
  }
  if (u.search !== null && u.search !== '') p.query = u.search.slice(1);   // "?" alone: ""
  if (u.hash !== null && u.hash !== '') p.fragment = u.hash.slice(1);
  return p;
});
