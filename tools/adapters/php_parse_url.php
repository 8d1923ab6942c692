<?php
// SPDX-License-Identifier: BSL-1.0
// The adapter for PHP's parse_url() (Debian php-cli; its manual: "This
// function is not meant to validate the given URL, it only breaks it up
// into the parts listed"; it names no standard): reads `rfc1738 suite` on
// standard input and prints its answers in the format of `rfc1738 compare`
// (docs/manual/compare.md). Run: php tools/adapters/php_parse_url.php
//
// An input is taken as valid when parse_url returns an array with a
// scheme. The parts (php_map.php): scheme, user, pass (the password), host,
// port (as written, from the input: parse_url gives a number), path, query;
// the fragment is dropped (RFC 1738 has none). Mapped onto RFC 1738's names
// and the seven roles (with the fragment) by php_map.php (the table of
// adapter.hpp); parse_url does not tell an empty query or fragment from an
// absent one where it drops "?" or "#" alone. What cannot be mapped:
// parse_url replaces control characters in the input by "_" (so parts
// holding them differ), and it gives a "host" to an input without "//" in
// some cases ("a:80" is read as host "a", port 80).
require __DIR__ . '/php_map.php';

rfc1738_run(function (string $input) { return rfc1738_parts($input) !== null; });
