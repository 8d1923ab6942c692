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
 * Memory: rfc1738_parse returns one object the caller owns and releases with
 * rfc1738_free; nothing else is ever returned for the caller to free. The
 * result copies nothing from the input and does not refer to it: the buffer
 * may be changed or freed as soon as rfc1738_parse returns. Components are
 * given as an offset and a length into that buffer (the caller keeps it, or
 * a copy, to read them). Strings returned (production names, component
 * names, the error message) are NUL-terminated; production and component
 * names have static storage, the error message lives as long as the result.
 *
 * Threads: the library has no global state. Any number of threads may call
 * rfc1738_parse at the same time, and read one result at the same time (the
 * functions that take a const rfc1738_result* never change it); rfc1738_free
 * must not race with a read of the same result.
 *
 * Errors: no function throws or aborts. rfc1738_parse returns NULL only when
 * memory runs out. Every function that takes a result accepts NULL, and
 * then answers 0 (or NULL).
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
 * prefix: "ftp://" gives 6). For an input that conforms: its length. */
size_t rfc1738_error_offset( const rfc1738_result* result ) RFC1738_NOEXCEPT;

/* For an input that does not conform: one line for a person, naming the RFC
 * section where that helps (owned by the result). NULL when it conforms. */
const char* rfc1738_error_message( const rfc1738_result* result ) RFC1738_NOEXCEPT;

/* The component `name` (NUL-terminated) of a valid input. Returns 1 when it
 * is present, and stores its offset and length in the input in *offset and
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
 * Values are as written (percent-escapes not decoded). */
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

#ifdef __cplusplus
}
#endif

#undef RFC1738_NOEXCEPT

#endif
