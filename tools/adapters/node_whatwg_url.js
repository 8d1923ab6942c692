#!/usr/bin/env node
// SPDX-License-Identifier: BSL-1.0
// The adapter for Node's WHATWG URL (the global `URL` of Debian nodejs; the
// WHATWG URL Standard): reads `rfc1738 suite` on standard input and prints
// its answers in the format of `rfc1738 compare` (docs/manual/compare.md).
//
// An input is taken as valid when `new URL(input)` throws nothing (it
// always finds a scheme). The input is given as a string of one code point
// per byte; URL encodes a code point above U+007F as UTF-8 and
// percent-encodes it, strips leading and trailing C0 controls and spaces and
// removes every tab, CR and LF before it parses. The parts: the scheme
// (`protocol` without its ":", lower-cased), `username` and `password`
// (present when not empty: URL does not tell an empty one from an absent
// one), `hostname` (an IP literal keeps its brackets; present when the
// serialised URL has "//"), `port` (present when not empty: URL drops a
// scheme's default port, 80 for http, 21 for ftp, ...), `pathname`
// ("/" for an http URL without a path), `search` without its "?" (present
// when not empty), `hash` without its "#" (present when not empty; the
// roles' fragment, RFC 1738 has none). Mapped onto RFC 1738's names and the
// seven roles by node_map.js (the table of adapter.hpp); the roles are the
// serialised parts (URL has no accessor of the input's own bytes). What
// cannot be mapped: URL's normalisation (case of the host, percent-encoding, dot
// segments, IPv4 numbers such as "0x7f.1" rewritten as dotted decimal,
// default ports, the "/" of an empty http path), shown as disagreements.
'use strict';
const { run } = require('./node_map.js');

run((input) => {
  const u = new URL(input);
  const p = { scheme: u.protocol.slice(0, -1), path: u.pathname };
  if (u.href.startsWith(u.protocol + '//')) {
    p.host = u.hostname;
    if (u.username !== '') p.user = u.username;
    if (u.password !== '') p.password = u.password;
    if (u.port !== '') p.port = u.port;
  }
  if (u.search !== '') p.query = u.search.slice(1);
  if (u.hash !== '') p.fragment = u.hash.slice(1);
  return p;
});
