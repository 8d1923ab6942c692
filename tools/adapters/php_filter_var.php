<?php
// SPDX-License-Identifier: BSL-1.0
// The adapter for PHP's filter_var($url, FILTER_VALIDATE_URL) (Debian
// php-cli; its manual: "Validates value as URL (according to
// http://www.faqs.org/rfcs/rfc2396)"): reads `rfc1738 suite` on standard
// input and prints its answers in the format of `rfc1738 compare`
// (docs/manual/compare.md). Run: php tools/adapters/php_filter_var.php
//
// `valid` is filter_var's verdict (it returns the URL, not false, with no
// flags). filter_var gives no parts: the components of an input it accepts
// are parse_url's (which filter_var calls itself), mapped by php_map.php
// (the table of adapter.hpp), and so are its roles; see php_parse_url.php
// for what that cannot map.
require __DIR__ . '/php_map.php';

rfc1738_run(function (string $input) { return filter_var($input, FILTER_VALIDATE_URL) !== false; });
