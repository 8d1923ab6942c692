<?php
// SPDX-License-Identifier: BSL-1.0
// What the two PHP adapters (php_parse_url.php, php_filter_var.php) share:
// reading `rfc1738 suite` on standard input, writing answers in the format
// of `rfc1738 compare`, the parts of parse_url() and their mapping onto RFC
// 1738's names, as tools/adapters/adapter.hpp does (its head comment has the
// table), written again in PHP, and the seven roles of `rfc1738 compare
// --editions` (rfc1738_roles: scheme, userinfo as user ":" pass joined
// again, host, port, path, query, fragment; absent parts left out). PHP
// strings are bytes; the suite's text (one code point per byte) is turned
// into them and back.

// (PHP's mbstring and iconv are other Debian packages: done by hand.)
function rfc1738_bytes(string $utf8): string {
   return preg_replace_callback('~[\xC2\xC3][\x80-\xBF]~', function ($m) { return chr(((ord($m[0][0]) & 0x1F) << 6) | (ord($m[0][1]) & 0x3F)); }, $utf8);
}
function rfc1738_text(string $bytes): string {
   return preg_replace_callback('~[\x80-\xFF]~', function ($m) { $b = ord($m[0]); return chr(0xC0 | ($b >> 6)) . chr(0x80 | ($b & 0x3F)); }, $bytes);
}

// parse_url's parts (scheme, user, password, host, port, path, query) or
// null when it refuses the input or finds no scheme. parse_url gives the
// port as a number (its text is taken from the input after the host).
function rfc1738_parts(string $input): ?array {
   $u = parse_url($input);
   if ($u === false || !isset($u['scheme'])) return null;
   $p = ['scheme' => $u['scheme'], 'path' => $u['path'] ?? null, 'query' => $u['query'] ?? null, 'fragment' => $u['fragment'] ?? null];
   if (isset($u['host']) || strncmp(substr($input, strlen($u['scheme']) + 1), '//', 2) === 0) {
      $p['host'] = $u['host'] ?? '';
      $p['user'] = $u['user'] ?? null;
      $p['password'] = $u['pass'] ?? null;
      if (isset($u['port'])) {
         $authority = preg_split('~[/?#]~', substr($input, strlen($u['scheme']) + 3), 2)[0];
         $p['port'] = preg_match('~:([^:@\]]*)$~', $authority, $m) ? $m[1] : (string) $u['port'];
      }
   }
   return $p;
}

function rfc1738_map(array $p, string $input): array {
   $c = [];
   $put = function (string $name, $v) use (&$c) { if ($v !== null) $c[$name] = $v; };
   $path = $p['path'] ?? null;
   $rest = $path !== null && substr($path, 0, 1) === '/' ? substr($path, 1) : null;
   $login = ['user', 'password', 'host', 'port'];
   switch (strtolower($p['scheme'])) {
      case 'http':
         $put('host', $p['host'] ?? null); $put('port', $p['port'] ?? null); $put('path', $rest); $put('search', $p['query']);
         break;
      case 'ftp':
         foreach ($login as $k) $put($k, $p[$k] ?? null);
         if ($rest !== null) {
            $t = strrpos($rest, ';type=');
            if ($t !== false && $t + 7 === strlen($rest)) { $c['path'] = substr($rest, 0, $t); $c['type'] = substr($rest, $t + 6); }
            else $c['path'] = $rest;
         }
         break;
      case 'file':
         if (($p['host'] ?? '') !== '') $c['host'] = $p['host'];
         $put('path', $rest);
         break;
      case 'telnet':
         foreach ($login as $k) $put($k, $p[$k] ?? null);
         break;
      case 'nntp':
         $put('host', $p['host'] ?? null); $put('port', $p['port'] ?? null);
         if ($rest !== null) { $s = explode('/', $rest); $c['group'] = $s[0]; if (count($s) > 1) $c['article'] = $s[1]; }
         break;
      case 'gopher':
         $put('host', $p['host'] ?? null); $put('port', $p['port'] ?? null);
         if ($rest !== null && $rest !== '') {
            $g = preg_match('~^%[0-9A-Fa-f]{2}~', $rest) ? 3 : 1;
            $c['type'] = substr($rest, 0, $g);
            $s = explode('%09', substr($rest, $g));
            $c['path'] = $s[0];
            if (count($s) > 1) $c['search'] = $s[1];
            if (count($s) > 2) $c['gopher+'] = implode('%09', array_slice($s, 2));
         }
         break;
      case 'wais':
         $put('host', $p['host'] ?? null); $put('port', $p['port'] ?? null);
         if ($rest !== null) {
            $s = explode('/', $rest);
            $c['database'] = $s[0];
            if (count($s) > 1) $c['type'] = $s[1];
            if (count($s) > 2) $c['path'] = implode('/', array_slice($s, 2));
         }
         $put('search', $p['query']);
         break;
      case 'mailto':
         $put('address', $path);
         break;
      case 'news':
         if ($path !== null) {
            $c['grouppart'] = $path;
            if (strpos($path, '@') !== false) $c['article'] = $path; elseif ($path !== '*') $c['group'] = $path;
         }
         break;
      case 'prospero':
         $put('host', $p['host'] ?? null); $put('port', $p['port'] ?? null);
         if ($rest !== null) {
            $s = explode(';', $rest);
            $c['path'] = array_shift($s);
            $c['field'] = array_map(function ($f) { $nv = explode('=', $f, 2); return ['fieldname' => $nv[0], 'fieldvalue' => $nv[1] ?? '']; }, $s);
         }
         break;
      default:
         $colon = strpos($input, ':');
         if ($colon !== false) $c['schemepart'] = substr($input, $colon + 1);
         if (array_key_exists('host', $p)) {
            foreach ($login as $k) $put($k, $p[$k] ?? null);
            $put('path', $rest);
         }
   }
   return $c;
}

// The parts under the seven roles.
function rfc1738_roles(array $p): array {
   $r = [];
   foreach (['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'] as $role) {
      if ($role === 'userinfo') {
         if (isset($p['user']) || isset($p['password'])) $r['userinfo'] = ($p['user'] ?? '') . (isset($p['password']) ? ':' . $p['password'] : '');
      }
      elseif (isset($p[$role])) $r[$role] = $p[$role];
   }
   return $r;
}

// The parts as text (one code point per byte), for JSON.
function rfc1738_as_text($v) {
   if (is_string($v)) return rfc1738_text($v);
   if (is_array($v)) return array_map('rfc1738_as_text', $v);
   return $v;
}

// Runs $valid(bytes) (true, false, or null: the input not given to the
// implementation) on every case; components come from parse_url.
function rfc1738_run(callable $valid): void {
   while (($line = fgets(STDIN)) !== false) {
      $case = json_decode($line, true, 512, JSON_THROW_ON_ERROR);
      $input = rfc1738_bytes($case['input']);
      $answer = ['input' => $case['input']];
      if (isset($case['covers'])) $answer['covers'] = $case['covers'];
      $v = $valid($input);
      if ($v !== null) {
         $answer['valid'] = $v;
         $p = rfc1738_parts($input);
         if ($v && $p !== null) {
            $answer['scheme'] = rfc1738_text($p['scheme']);
            $answer['components'] = (object) rfc1738_as_text(rfc1738_map($p, $input));
            $answer['roles'] = (object) rfc1738_as_text(rfc1738_roles($p));
         }
      }
      echo json_encode($answer, JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR), "\n";
   }
}
