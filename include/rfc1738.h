/* SPDX-License-Identifier: BSL-1.0 */
/* rfc1738.h: the C interface of rfc1738, the reference implementation of
 * RFC 1738, Uniform Resource Locators (URL), for C programs and for the
 * foreign-function interface of any language.
 *
 * C89 or later, or C++ (the tests compile it as C89 and C99). Link with the
 * library: -lrfc1738 and the C++ runtime (-lstdc++ with GCC's), or
 * `pkg-config --libs rfc1738`, or rfc1738::rfc1738 in CMake.
 *
 *   rfc1738_result* r = rfc1738_parse( text, strlen( text ) );
 *   size_t offset, length;
 *   if( r && rfc1738_component( r, "host", &offset, &length ) )
 *      printf( "%.*s\n", (int)length, text + offset );
 *   rfc1738_free( r );
 *
 * The verdicts are those of `rfc1738 check --json`: valid ("valid"), the
 * alternative of `url` that derives the input ("production"), the strict
 * verdict ("conforms"), and for an input that does not conform, where and
 * why ("error": "offset", "message"). The components are those of its
 * "components" object, by the same names.
 *
 * The input is a buffer of `length` bytes, checked byte for byte: no case
 * folding, no trimming, no NUL terminator needed; NUL and every other byte
 * simply belongs to the input.
 *
 * Modes: rfc1738_parse_with takes the modes of `rfc1738 check`
 * (RFC1738_IGNORE_SCHEME_CASE, RFC1738_UNWRAP, RFC1738_FRAGMENT_SPLIT); the
 * text then checked may differ from the input, and every offset refers to
 * it (rfc1738_checked_text).
 *
 * Memory: rfc1738_parse returns one object the caller owns and releases with
 * rfc1738_free; nothing else is ever returned for the caller to free. The
 * result keeps its own copy of the text checked and does not refer to the
 * input: the buffer may be changed or freed as soon as rfc1738_parse
 * returns. Components, the scheme and warnings are given as an offset (and
 * a length) into the text checked: the input itself when no mode changed it,
 * else rfc1738_checked_text. Strings returned (production names, component
 * names, warning codes and sections) have static storage; the error message,
 * the expected list, the notes, the warning messages and the checked text
 * live as long as the result. All are NUL-terminated (the checked text also
 * has a length: it may hold NUL bytes). Decoding writes into the caller's
 * buffer (rfc1738_decode).
 *
 * Threads: the library has no global state. Any number of threads may call
 * rfc1738_parse at the same time, and read one result at the same time (the
 * functions that take a const rfc1738_result* never change it); rfc1738_free
 * must not race with a read of the same result.
 *
 * Errors: no function throws or aborts. rfc1738_parse returns NULL only when
 * memory runs out. Every function that takes a result accepts NULL, and
 * then answers 0 (or NULL, or -1 for a port).
 */
#ifndef RFC1738_H
#define RFC1738_H

#include <stddef.h>

#ifdef __cplusplus
#define RFC1738_NOEXCEPT noexcept
extern "C" {
#else
#define RFC1738_NOEXCEPT
#endif

/* The result of checking one input: opaque. */
typedef struct rfc1738_result rfc1738_result;

/* The library's version, "MAJOR.MINOR.PATCH" (static storage). */
const char* rfc1738_version( void ) RFC1738_NOEXCEPT;

/* Checks the `length` bytes at `data` (which may be NULL when `length` is 0).
 * Returns the result, to be released with rfc1738_free; NULL when memory
 * runs out. */
rfc1738_result* rfc1738_parse( const char* data, size_t length ) RFC1738_NOEXCEPT;

/* The modes of rfc1738_parse_with, to be or-ed (other bits are ignored):
 * RFC1738_IGNORE_SCHEME_CASE  the scheme is read in lower case when, so
 *   lowered, it is a `scheme` (RFC 1738 §2.1, §5: "interpreters should use
 *   case-ignore");
 * RFC1738_UNWRAP  the "<...>" and "<URL:...>" wrappers and the "URL:" prefix
 *   are removed, and the whitespace inserted to break a long URL (RFC 1738
 *   Appendix); a "-" before a line break is kept and warned about;
 * RFC1738_FRAGMENT_SPLIT  the text checked ends before the first "#" (of
 *   what the other modes made) and the bytes after it are the fragment
 *   (rfc1738_fragment), not checked: "#" delimits "a URL from a
 *   fragment/anchor identifier that might follow it" (RFC 1738 §2.2). The
 *   text checked is then a prefix of the input (when no other mode changed
 *   it), so offsets into it are offsets into the input too. Without it a
 *   "#" is a byte of the URL, which no production allows (`rfc1738 check
 *   --fragment=strict`). */
#define RFC1738_IGNORE_SCHEME_CASE 1u
#define RFC1738_UNWRAP 2u
#define RFC1738_FRAGMENT_SPLIT 4u

/* As rfc1738_parse, after applying the modes `flags` (0: none, which is
 * rfc1738_parse). The text checked is then rfc1738_checked_text, and every
 * offset refers to it; rfc1738_note lists what the modes did. */
rfc1738_result* rfc1738_parse_with( const char* data, size_t length, unsigned flags ) RFC1738_NOEXCEPT;

/* The editions of the URL grammar, in the library's order (the first,
 * "rfc1738", is the default): "rfc1738", "draft-03", "draft-03-literal",
 * "rfc1808", "rfc2396", "rfc2732", "rfc3986", "rfc6874" (docs/lineage.md). */
size_t rfc1738_edition_count( void ) RFC1738_NOEXCEPT;

/* The name of the edition at `index` (< rfc1738_edition_count), its title
 * stored in *title when `title` is not NULL (static strings); NULL when
 * `index` is out of range. */
const char* rfc1738_edition_name( size_t index, const char** title ) RFC1738_NOEXCEPT;

/* Checks the `length` bytes at `data` against the edition named `edition`
 * (a name of rfc1738_edition_name), as `rfc1738 check --edition` does.
 * Returns the result, to be released with rfc1738_free; NULL for an unknown
 * edition or when memory runs out. Its answers are the edition's:
 * rfc1738_valid, rfc1738_conforms (RFC 1738: the scheme's own production;
 * rfc3986, rfc6874: RFC 8089's file-URI, RFC 6068's mailtoURI for those
 * schemes; else the same as valid), rfc1738_production ("URI",
 * "relative-ref", "absoluteURI", "absoluteURL", "httpurl", ...),
 * rfc1738_target, rfc1738_error_* (valid but not conforming: where the
 * scheme's production stops), rfc1738_component and rfc1738_component_at
 * by the edition's own production names ("path-abempty", "net_loc",
 * "IPv6address"), and rfc1738_role. Edition "rfc1738" answers as
 * rfc1738_parse, with the roles besides. */
rfc1738_result* rfc1738_parse_edition( const char* edition, const char* data, size_t length ) RFC1738_NOEXCEPT;

/* The JSON object `rfc1738 check --json` prints for the `length` bytes at
 * `data` (without its newline), with the modes `flags` of
 * rfc1738_parse_with; with `edition` not NULL (a name of
 * rfc1738_edition_name), the object of `rfc1738 check --edition EDITION
 * --json`. The same bytes as the program's, the Python module's and the web
 * page's (one writer: rfc1738::write_check_json). Writes min(size, its
 * length) bytes to `buffer` (which may be NULL when `size` is 0), no NUL
 * terminator, and returns its length: the output is truncated exactly when
 * the length returned exceeds `size` (call again with a buffer that long).
 * Returns 0, writing nothing, for an unknown edition, for modes the edition
 * refuses (case-ignore or unwrap with another edition than rfc1738,
 * fragment split with one whose grammar holds the fragment: `rfc1738
 * check` exits 2 for them), or when memory runs out. */
size_t rfc1738_check_json( const char* edition, const char* data, size_t length, unsigned flags, char* buffer, size_t size ) RFC1738_NOEXCEPT;

/* A mode of rfc1738_parse_json alone: the components percent-decoded too
 * (RFC 1738 §2.2), as `rfc1738 parse --json --decode` adds "decoded". */
#define RFC1738_DECODE 8u

/* The JSON object `rfc1738 parse --json` prints for the `length` bytes at
 * `data` (without its newline), with the modes `flags` of
 * rfc1738_parse_with and RFC1738_DECODE (`--decode`); with `edition` not
 * NULL, the object of `rfc1738 parse --edition EDITION --json`. The same
 * bytes as the program's (one writer: rfc1738::write_parse_json). Writes
 * and returns as rfc1738_check_json does, and returns 0 where it does and
 * for the drafts, which have no model of their parts (`rfc1738 parse
 * --edition draft-03` exits 2). */
size_t rfc1738_parse_json( const char* edition, const char* data, size_t length, unsigned flags, char* buffer, size_t size ) RFC1738_NOEXCEPT;

/* A part of a result of rfc1738_parse_edition by its role, the same in every
 * edition so that splits compare: "scheme", "userinfo", "user", "password",
 * "host", "port", "path", "query", "fragment", and RFC 1738's own ("type",
 * "address", ...; docs/lineage.md, "Roles"). Stores its offset and length
 * (either pointer may be NULL) and returns 1; returns 0 when the input has
 * no such part, is not valid, or the result is rfc1738_parse's. */
int rfc1738_role( const rfc1738_result* result, const char* role, size_t* offset, size_t* length ) RFC1738_NOEXCEPT;

/* The number of names a split of the edition named `edition` can hold (as
 * `rfc1738 parse --edition E --get` takes them between braces): each
 * component's production as the edition spells it, then each role its
 * parts can carry that is not already a name (rfc1738::part_names). 0 for
 * an unknown edition and for the draft's editions, which have no model of
 * their parts. */
size_t rfc1738_edition_part_count( const char* edition ) RFC1738_NOEXCEPT;

/* The name at `index` (< rfc1738_edition_part_count) of the edition named
 * `edition`: a component ("net_loc", "path-abempty", "hpath"), which
 * rfc1738_component takes, or a role ("host", "query"), which rfc1738_role
 * takes (static string); NULL when `index` is out of range or the edition
 * unknown. rfc1738_edition_part( "rfc1808", 1 ) is "net_loc". */
const char* rfc1738_edition_part( const char* edition, size_t index ) RFC1738_NOEXCEPT;

/* The number of nodes of the derivation of a result of
 * rfc1738_parse_edition, as `rfc1738 trace --edition E` prints it
 * (rfc1738::derivation_of): every production of the edition's rules that
 * derives a part of the input. 0 when the input is not valid there, for a
 * result of rfc1738_parse and for NULL. */
size_t rfc1738_derivation_count( const rfc1738_result* result ) RFC1738_NOEXCEPT;

/* The node at `index` (< rfc1738_derivation_count), in the order the nodes
 * begin, each enclosing production before those it holds: its production's
 * name as the edition spells it (static string); stores the offset and
 * length of the bytes it derives and its depth (0 for the top production,
 * else how many productions enclose it), any pointer may be NULL. NULL
 * when `index` is out of range. */
const char* rfc1738_derivation_node( const rfc1738_result* result, size_t index, size_t* offset, size_t* length, size_t* depth ) RFC1738_NOEXCEPT;

/* The text checked, owned by the result (NUL-terminated; its length, which
 * counts any NUL inside, stored in *length when `length` is not NULL): the
 * input, or what the modes made of it. NULL (and *length untouched) for a
 * NULL result. */
const char* rfc1738_checked_text( const rfc1738_result* result, size_t* length ) RFC1738_NOEXCEPT;

/* With RFC1738_FRAGMENT_SPLIT and a "#" in the input: the bytes after the
 * first "#" (a further "#" among them), owned by the result (NUL-terminated;
 * their length, which counts any NUL inside, stored in *length when `length`
 * is not NULL); "http://h/#" gives "" (length 0). NULL (and *length
 * untouched) when there is no fragment: no "#", the mode off, or a NULL
 * result. */
const char* rfc1738_fragment( const rfc1738_result* result, size_t* length ) RFC1738_NOEXCEPT;

/* The number of notes: what the modes did (0 when they did nothing). */
size_t rfc1738_note_count( const rfc1738_result* result ) RFC1738_NOEXCEPT;

/* The note at `index` (< rfc1738_note_count), one sentence naming the RFC,
 * as the "modes" of `rfc1738 check --json`; NULL when out of range. */
const char* rfc1738_note( const rfc1738_result* result, size_t index ) RFC1738_NOEXCEPT;

/* Releases a result; does nothing for NULL. */
void rfc1738_free( rfc1738_result* result ) RFC1738_NOEXCEPT;

/* 1 when the whole input derives from RFC 1738 §5 `url`, else 0. */
int rfc1738_valid( const rfc1738_result* result ) RFC1738_NOEXCEPT;

/* 1 when the input derives from the production its scheme calls for (the
 * scheme's own for the ten schemes of §3, "http" -> httpurl, ...; genericurl
 * for any other), else 0. "http://user@host/" is valid (through otherurl)
 * but does not conform: httpurl has no user. */
int rfc1738_conforms( const rfc1738_result* result ) RFC1738_NOEXCEPT;

/* The alternative of `url` that derives the input, as the RFC spells it:
 * "httpurl", "ftpurl", "newsurl", "nntpurl", "telneturl", "gopherurl",
 * "waisurl", "mailtourl", "fileurl", "prosperourl" or "otherurl"; NULL when
 * the input is not valid. */
const char* rfc1738_production( const rfc1738_result* result ) RFC1738_NOEXCEPT;

/* For an input that does not conform: the length of its longest prefix that
 * is also a prefix of some string derivable from the production its scheme
 * calls for, i.e. the offset of the first byte after which no completion
 * could ever conform (the input's length when the whole input is such a
 * prefix: "ftp://" gives 6). For an input that conforms: its length (of
 * the text checked). */
size_t rfc1738_error_offset( const rfc1738_result* result ) RFC1738_NOEXCEPT;

/* For an input that does not conform: one line for a person, naming the RFC
 * section where that helps (owned by the result). NULL when it conforms. */
const char* rfc1738_error_message( const rfc1738_result* result ) RFC1738_NOEXCEPT;

/* The component `name` (NUL-terminated) of a valid input. Returns 1 when it
 * is present, and stores its offset and length in the text checked in *offset and
 * *length (either may be NULL); a present component may be empty (length 0:
 * "ftp://@host.com/" has an empty "user", "ftp://host.com/" none). Returns 0
 * when it is absent, when the input is not valid, and for a name that is
 * not a component (including "fieldspec": see rfc1738_fieldspec).
 *
 * The names, by production (rfc1738_production):
 *   httpurl      host, port, hpath, search
 *   ftpurl       user, password, host, port, fpath, ftptype
 *   fileurl      host, fpath
 *   gopherurl    host, port, gtype, selector, search, gopher+_string
 *   mailtourl    encoded822addr
 *   newsurl      grouppart, then group or article
 *   nntpurl      host, port, group, digits
 *   telneturl    user, password, host, port
 *   waisurl      host, port, database, then search or wtype, wpath
 *   prosperourl  host, port, ppath (and the fieldspecs)
 *   otherurl     schemepart, then user, password, host, port, urlpath when
 *                the scheme part has the common Internet syntax (§3.1)
 * Values are as written (percent-escapes not decoded). `name` may also be a
 * component's role, the same in every scheme (grammar/components.facts):
 * "path" is an http URL's hpath, an ftp URL's fpath, a gopher URL's
 * selector; "type", "host", "port", "user", "search", ... */
int rfc1738_component( const rfc1738_result* result, const char* name, size_t* offset, size_t* length ) RFC1738_NOEXCEPT;

/* The number of components present, in the order above (0 when the input is
 * not valid). */
size_t rfc1738_component_count( const rfc1738_result* result ) RFC1738_NOEXCEPT;

/* The name of the component at `index` (< rfc1738_component_count), its
 * offset and length stored as by rfc1738_component; NULL when `index` is out
 * of range. */
const char* rfc1738_component_at( const rfc1738_result* result, size_t index, size_t* offset, size_t* length ) RFC1738_NOEXCEPT;

/* The number of fieldspecs of a prosperourl (";" fieldname "=" fieldvalue),
 * 0 for any other input. */
size_t rfc1738_fieldspec_count( const rfc1738_result* result ) RFC1738_NOEXCEPT;

/* The fieldspec at `index` (< rfc1738_fieldspec_count): stores the offset
 * and length of its fieldname and of its fieldvalue (any pointer may be
 * NULL) and returns 1; returns 0 when `index` is out of range. */
int rfc1738_fieldspec( const rfc1738_result* result,
                       size_t index,
                       size_t* name_offset,
                       size_t* name_length,
                       size_t* value_offset,
                       size_t* value_length ) RFC1738_NOEXCEPT;

/* The scheme: when the text before the first ":" is a `scheme`
 * (1*[ lowalpha | digit | "+" | "-" | "." ], RFC 1738 §5), stores its offset
 * (0) and length (either pointer may be NULL) and returns 1; else 0. */
int rfc1738_scheme( const rfc1738_result* result, size_t* offset, size_t* length ) RFC1738_NOEXCEPT;

/* The production the input's scheme calls for, which rfc1738_conforms
 * checks: "httpurl" ... "prosperourl" for the ten schemes of RFC 1738 §3,
 * "genericurl" for any other input. NULL for a NULL result. */
const char* rfc1738_target( const rfc1738_result* result ) RFC1738_NOEXCEPT;

/* For an input that does not conform: the innermost production in progress
 * at the error offset that holds every way the input could have gone on
 * (as the RFC spells it). NULL when it conforms. */
const char* rfc1738_error_production( const rfc1738_result* result ) RFC1738_NOEXCEPT;

/* For an input that does not conform: the number of things that could have
 * continued at the error offset (0 when it conforms). */
size_t rfc1738_error_expected_count( const rfc1738_result* result ) RFC1738_NOEXCEPT;

/* The expected continuation at `index` (< rfc1738_error_expected_count): a
 * production name (a handful of characters spelled out), a literal in
 * quotes, or "end of input", in the grammar's order, as the "expected" of
 * `rfc1738 check --json`; NULL when out of range. */
const char* rfc1738_error_expected( const rfc1738_result* result, size_t index ) RFC1738_NOEXCEPT;

/* Decodes the component `name` (RFC 1738 §2.2: "%" and two hex digits stand
 * for the octet they spell) into `buffer`. Returns 1 when the component is
 * present and decodable, and stores the decoded length in *needed (when
 * `needed` is not NULL); writes min(size, decoded length) bytes to `buffer`
 * (which may be NULL when `size` is 0) and no NUL terminator: the output is
 * truncated exactly when *needed > size (call again with a buffer of
 * *needed bytes). Returns 0, writing nothing, when the component is absent
 * or not decodable.
 *
 * Decodable: each component that is one part and takes escapes (a scheme's
 * own component too), as the C++ views decode them (encoded_view): user,
 * password, search, gtype, selector, gopher+_string, encoded822addr,
 * article, database, wtype, wpath, ppath. Not decodable: host, port, digits, group,
 * grouppart, schemepart, urlpath (given as written only), and hpath and
 * fpath, whose "/" separates segments while "%2F" is a "/" inside one
 * (RFC 1738 §3.2.2, §3.3): split the written value at "/" and decode each
 * segment with rfc1738_decode_text. */
int rfc1738_decode( const rfc1738_result* result, const char* name, char* buffer, size_t size, size_t* needed ) RFC1738_NOEXCEPT;

/* Decodes the `length` bytes at `data` as rfc1738_decode does (a "%" not
 * followed by two hex digits stands for itself) into `buffer`: writes
 * min(size, decoded length) bytes, no NUL terminator, and returns the
 * decoded length. */
size_t rfc1738_decode_text( const char* data, size_t length, char* buffer, size_t size ) RFC1738_NOEXCEPT;

/* The default port of the scheme `scheme` (`length` bytes, compared as
 * written): ftp 21, http 80, gopher 70, nntp 119, telnet 23, wais 210,
 * prospero 1525 (RFC 1738 §3.2 ... §3.11); -1 for any other. */
long rfc1738_default_port( const char* scheme, size_t length ) RFC1738_NOEXCEPT;

/* The URL forms of RFC 1738 §5 (the alternatives of url: each scheme's
 * production, then otherurl), from the generated table
 * (grammar/components.facts joined with the BNF): how many there are. */
size_t rfc1738_form_count( void ) RFC1738_NOEXCEPT;

/* The URL form at `index` (< rfc1738_form_count), in url's order: its
 * production's RFC name ("httpurl" ... "prosperourl", "otherurl"); *scheme
 * is set to its scheme ("" for otherurl, any other scheme) and *authority
 * to what it holds of §3.1's //<user>:<password>@<host>:<port> ("none",
 * "host", "hostport" or "login"), either may be NULL. NULL when `index` is
 * out of range. Every string is static. */
const char* rfc1738_form( size_t index, const char** scheme, const char** authority ) RFC1738_NOEXCEPT;

/* The number of components of the URL form at `form` (0 when out of
 * range). */
size_t rfc1738_form_component_count( size_t form ) RFC1738_NOEXCEPT;

/* The component at `index` of the URL form at `form`, in BNF order: its RFC
 * name (as rfc1738_component takes it); *role is set to its role (the same
 * across schemes: "path", "type", ...), *section to the section of RFC 1738
 * that defines it in this form ("3.2.2") and *noun to the noun messages use
 * ("the host"), each may be NULL. NULL when either index is out of range.
 * Every string is static. */
const char* rfc1738_form_component( size_t form, size_t index, const char** role, const char** section, const char** noun ) RFC1738_NOEXCEPT;

/* The port to connect to, for a valid input: the port written when it fits
 * 16 bits, else (none written) the scheme's default; for a valid input with
 * no hostport (mailto, news, file, an otherurl with an opaque schemepart
 * such as "http://host?q"), the scheme's default. -1 when the port written
 * does not fit 16 bits, when there is neither, and when the input is not
 * valid. As the C++ url_view::effective_port. */
long rfc1738_effective_port( const rfc1738_result* result ) RFC1738_NOEXCEPT;

/* The number of warnings (they never change a verdict), as the "warnings" of
 * `rfc1738 check --json`. */
size_t rfc1738_warning_count( const rfc1738_result* result ) RFC1738_NOEXCEPT;

/* The code of the warning at `index` (< rfc1738_warning_count):
 * "unneeded-escape" (RFC 1738 §2.2), "port-out-of-range" (§3.1),
 * "encoded-control", "port-not-default", "password" (§6) or
 * "hyphen-at-line-break" (Appendix); its offset in the
 * text checked stored in *offset (when not NULL). NULL when out of range. */
const char* rfc1738_warning( const rfc1738_result* result, size_t index, size_t* offset ) RFC1738_NOEXCEPT;

/* The message of the warning at `index`: one line for a person, ending with
 * the RFC section; NULL when out of range. */
const char* rfc1738_warning_message( const rfc1738_result* result, size_t index ) RFC1738_NOEXCEPT;

/* The RFC section of the warning at `index`: "§2.2", "§6" or "Appendix"
 * (UTF-8); NULL when out of range. */
const char* rfc1738_warning_section( const rfc1738_result* result, size_t index ) RFC1738_NOEXCEPT;

/* Writing URLs (RFC 1738 §2.2, §3, §5).
 *
 * Encodes the `length` bytes at `data` (decoded; may be NULL when `length`
 * is 0) as the component production `production` (its RFC spelling,
 * NUL-terminated: "user", "hsegment", "fpath", "search", "selector",
 * "group", "host", …): the shortest text that derives from the production
 * and decodes to the bytes, escaping with upper-case hex exactly the bytes
 * the production cannot hold as themselves. Returns 1 and stores the
 * encoded length in *needed (when `needed` is not NULL), writing
 * min(size, that length) bytes to `buffer` (NULL when `size` is 0), no NUL:
 * call again with *needed bytes when it was more than `size`. Returns 0 when
 * the production cannot hold the bytes (a "/" in a group, a space in a
 * host) or is not a component; then, when `message` is not NULL, *message
 * is one line naming the production, the byte and the RFC section (static
 * thread-local storage, valid until the next call in the thread). */
int rfc1738_encode( const char* production,
                    const char* data,
                    size_t length,
                    char* buffer,
                    size_t size,
                    size_t* needed,
                    const char** message ) RFC1738_NOEXCEPT;

/* The decoded parts of a URL to build: opaque. */
typedef struct rfc1738_builder rfc1738_builder;

/* A builder for a URL of the scheme `scheme` (`length` bytes: one of the ten
 * of §3, or any other for the §3.1 generic form); NULL when out of memory.
 * Release with rfc1738_builder_free. */
rfc1738_builder* rfc1738_builder_new( const char* scheme, size_t length ) RFC1738_NOEXCEPT;

/* Sets the part `part` (NUL-terminated, the names of rfc1738_component:
 * "user", "password", "host", "port", "ftptype", "search", "gtype",
 * "selector", "gopher+_string", "encoded822addr", "grouppart", "group",
 * "digits", "database", "wtype", "wpath", "schemepart", "urlpath", and a
 * component a scheme added to the grammar brings: every one-string part) to the
 * `length` decoded bytes at `data`. "fsegment", "hsegment", "psegment" (or
 * "segment") append a path segment; "path" appends the segments of a
 * decoded path, a leading "/" read as rfc1738 build --path reads it (an
 * absolute ftp path, written %2F, §3.2.2; the "/" before an http or file
 * path), so create the builder with its scheme; "fieldname" appends a prospero
 * fieldspec and "fieldvalue" sets the last one's value; "slash" asks for a
 * "/" after the login (telnet, gopher without a gtype). Returns 1, or 0
 * when no part has that name. */
int rfc1738_builder_set( rfc1738_builder* builder, const char* part, const char* data, size_t length ) RFC1738_NOEXCEPT;

/* Builds the URL of the parts set: it conforms to the production of its
 * scheme and reads back as those parts (the canonical form of README.md).
 * Returns it (NUL-terminated, owned by the builder, valid until the next
 * call on it) and stores its length in *length when `length` is not NULL;
 * returns NULL when a part cannot be written: then rfc1738_builder_error
 * and rfc1738_builder_error_part say which and why. */
const char* rfc1738_build( rfc1738_builder* builder, size_t* length ) RFC1738_NOEXCEPT;

/* After rfc1738_build returned NULL: one line naming the part and the RFC
 * section (owned by the builder); NULL otherwise. */
const char* rfc1738_builder_error( const rfc1738_builder* builder ) RFC1738_NOEXCEPT;

/* After rfc1738_build returned NULL: the part that cannot be written
 * ("user", "port", "host", …; owned by the builder); NULL otherwise. */
const char* rfc1738_builder_error_part( const rfc1738_builder* builder ) RFC1738_NOEXCEPT;

/* Releases a builder; does nothing for NULL. */
void rfc1738_builder_free( rfc1738_builder* builder ) RFC1738_NOEXCEPT;

/* An edit of a URL's components (rfc1738::set_components): opaque. Only the
 * components named change; every other byte of the URL is kept. */
typedef struct rfc1738_edit rfc1738_edit;

/* An edit of the `length` bytes at `url` (copied), which must conform to the
 * production of its scheme when the edit is applied; NULL when out of
 * memory. Release with rfc1738_edit_free. */
rfc1738_edit* rfc1738_edit_new( const char* url, size_t length ) RFC1738_NOEXCEPT;

/* The value of rfc1738_edit_set's `flags` when `data` is as written in a
 * URL (escapes kept); 0: `data` is the bytes the component stands for,
 * escaped where its production needs it. */
#define RFC1738_EDIT_ENCODED 1u

/* Sets the component `name` (NUL-terminated: its RFC name as
 * rfc1738_component reports it, or its role: "path", "type", ...) to the
 * `length` bytes at `data`. Returns 1, or 0 when out of memory. A name the
 * URL's scheme does not have is reported by rfc1738_edit_apply. Without
 * RFC1738_EDIT_ENCODED a path's leading "/" is read as rfc1738 build --path
 * reads it: an absolute ftp path, written %2F (§3.2.2); the "/" before an
 * http or file path. */
int rfc1738_edit_set( rfc1738_edit* edit, const char* name, const char* data, size_t length, unsigned flags ) RFC1738_NOEXCEPT;

/* Removes the component `name`. Returns 1, or 0 when out of memory. */
int rfc1738_edit_remove( rfc1738_edit* edit, const char* name ) RFC1738_NOEXCEPT;

/* Applies the changes, in the order given: the new URL (owned by the edit,
 * valid until the next call on it; its length in *length when `length` is not
 * NULL), or NULL when a component cannot take its value, the URL does not
 * conform, or a name is unknown: then rfc1738_edit_error says why. */
const char* rfc1738_edit_apply( rfc1738_edit* edit, size_t* length ) RFC1738_NOEXCEPT;

/* After rfc1738_edit_apply returned NULL: one line naming the component, why
 * and the RFC section (owned by the edit); NULL otherwise. */
const char* rfc1738_edit_error( const rfc1738_edit* edit ) RFC1738_NOEXCEPT;

/* After rfc1738_edit_apply returned NULL: the component at fault (owned by
 * the edit); NULL otherwise. */
const char* rfc1738_edit_error_part( const rfc1738_edit* edit ) RFC1738_NOEXCEPT;

/* Releases an edit; does nothing for NULL. */
void rfc1738_edit_free( rfc1738_edit* edit ) RFC1738_NOEXCEPT;

#ifdef __cplusplus
}
#endif

#undef RFC1738_NOEXCEPT

#endif
