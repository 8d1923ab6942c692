#!/usr/bin/perl
# SPDX-License-Identifier: BSL-1.0
# The adapter for Perl's Regexp::Common::URI (Debian libregexp-common-perl):
# reads `rfc1738 suite` on standard input and prints its answers in the
# format of `rfc1738 compare` (docs/manual/compare.md).
#
# Regexp::Common::URI has one pattern per scheme; its POD documents the
# patterns of ftp, file, gopher, news, nntp, telnet, wais and prospero as
# those of RFC 1738, and http as RFC 2396 (generic syntax) with RFC 2616.
# It has no pattern for the URL as a whole (otherurl) nor for mailto, so
# this adapter answers only `conforms` (the input, whole, matches the
# pattern of its scheme: \A pattern \z) and, where it matches, `components`
# from the pattern's {-keep} groups; `valid`, `production`, `scheme` and
# `error` are left out (not compared), and an input of another scheme (or
# none) is answered with its input only.
# No "roles" either: without `valid`, `rfc1738 compare --editions` does not
# attribute an answer to an edition (a pattern of one scheme says nothing
# of the generic syntax the later editions define).
#
# The options, from the POD, for RFC 1738's behaviour:
#   ftp     {-password} (RFC 1738's user [":" password], not RFC 2396's
#           userinfo) and {-type => '[ADIadi]'} (RFC 1738's ftptype; the
#           default drops "D", following an expired draft)
#   gopher  {-notab} (the selector holds no escaped tab: "%09" separates
#           the search and the gopher+ string, as RFC 1738 §3.4 writes)
#   http    the default scheme (qr/http/); RFC 2396's path and query
#   others  none are documented
# The scheme is matched as the pattern writes it (lower case); the input's
# scheme is found case-insensitively, so "FTP://h" is answered (and fails).
#
# Components, from the {-keep} groups ($n as the POD numbers them), under
# their roles (tools/adapters/run_adapter.py names each by the component
# that has the role in the scheme's URL form, see adapter.hpp):
#   http      host $3, port $4, path $7 and search $8 (when the path,
#             $5, is there)
#   ftp       user $3, password $4, host $5, port $6, path $9, type $10
#             (the path when the path, $7, is there)
#   file      host $4 (when not empty), path $6
#   gopher    host $3, port $4, type $6, path $7, search $8, gopher+ $9
#   news      grouppart $3, and article when it holds "@", else group
#             unless it is "*" (the pattern does not say which it matched)
#   nntp      host $5, port $6, group $7, article $8
#   telnet    user $4, password $5, host $7, port $8
#   wais      host $3, port $4, database $6, search $8, type $9, path $10
#   prospero  host $3, port $4, path $5, field: $6 split at ";" and
#             "=" (the pattern keeps all of them in one group)
# What cannot be mapped: nothing else is kept by the patterns.
use strict;
use warnings;
use JSON::PP;
use Regexp::Common qw(URI);

my $json = JSON::PP->new->utf8->canonical;
$| = 1;

my %pattern = (
   http     => qr/\A$RE{URI}{HTTP}{-keep}\z/,
   ftp      => qr/\A$RE{URI}{FTP}{-password}{-type => '[ADIadi]'}{-keep}\z/,
   file     => qr/\A$RE{URI}{file}{-keep}\z/,
   gopher   => qr/\A$RE{URI}{gopher}{-notab}{-keep}\z/,
   news     => qr/\A$RE{URI}{news}{-keep}\z/,
   nntp     => qr/\A$RE{URI}{NNTP}{-keep}\z/,
   telnet   => qr/\A$RE{URI}{telnet}{-keep}\z/,
   wais     => qr/\A$RE{URI}{WAIS}{-keep}\z/,
   prospero => qr/\A$RE{URI}{prospero}{-keep}\z/,
);

# The components of a match, from the groups of @g ($1 is $g[1]).
sub components {
   my ( $scheme, @g ) = @_;
   unshift @g, undef;
   my %c;
   my $put = sub { my ( $name, $value ) = @_; $c{$name} = $value if defined $value; };
   if ( $scheme eq 'http' ) {
      $put->( host => $g[3] ); $put->( port => $g[4] );
      if ( defined $g[5] ) { $c{path} = $g[7] // ''; $put->( search => $g[8] ); }
   }
   elsif ( $scheme eq 'ftp' ) {
      $put->( user => $g[3] ); $put->( password => $g[4] ); $put->( host => $g[5] ); $put->( port => $g[6] );
      if ( defined $g[7] ) { $c{path} = $g[9] // ''; $put->( type => $g[10] ); }
   }
   elsif ( $scheme eq 'file' ) {
      $c{host} = $g[4] if defined $g[4] && $g[4] ne '';
      $put->( path => $g[6] );
   }
   elsif ( $scheme eq 'gopher' ) {
      $put->( host => $g[3] ); $put->( port => $g[4] );
      if ( defined $g[6] && $g[5] ne '' ) {
         $c{type} = $g[6]; $c{path} = $g[7] // '';
         $put->( search => $g[8] ); $put->( 'gopher+' => $g[9] );
      }
   }
   elsif ( $scheme eq 'news' ) {
      my $part = $g[3];
      $c{grouppart} = $part;
      if ( index( $part, '@' ) >= 0 ) { $c{article} = $part } elsif ( $part ne '*' ) { $c{group} = $part }
   }
   elsif ( $scheme eq 'nntp' ) {
      $put->( host => $g[5] ); $put->( port => $g[6] ); $put->( group => $g[7] ); $put->( article => $g[8] );
   }
   elsif ( $scheme eq 'telnet' ) {
      $put->( user => $g[4] ); $put->( password => $g[5] ); $put->( host => $g[7] ); $put->( port => $g[8] );
   }
   elsif ( $scheme eq 'wais' ) {
      $put->( host => $g[3] ); $put->( port => $g[4] ); $put->( database => $g[6] );
      $put->( search => $g[8] ); $put->( type => $g[9] ); $put->( path => $g[10] );
   }
   elsif ( $scheme eq 'prospero' ) {
      $put->( host => $g[3] ); $put->( port => $g[4] ); $put->( path => $g[5] );
      if ( defined $g[6] && $g[6] ne '' ) {
         my @f = split /;/, substr( $g[6], 1 ), -1;
         $c{field} = [ map { my ( $n, $v ) = split /=/, $_, 2; { fieldname => $n // '', fieldvalue => $v // '' } } @f ];
      }
      else { $c{field} = [] if defined $g[5]; }
   }
   return \%c;
}

while ( my $line = <STDIN> ) {
   my $case   = $json->decode($line);
   my $input  = $case->{input};    # one character per byte
   my %answer = ( input => $input );
   $answer{covers} = $case->{covers} if exists $case->{covers};
   if ( $input =~ /\A([A-Za-z0-9+.\-]+):/ && exists $pattern{ lc $1 } ) {
      my $scheme = lc $1;
      if ( my @g = $input =~ $pattern{$scheme} ) {
         $answer{conforms}   = JSON::PP::true;
         $answer{components} = components( $scheme, @g );
      }
      else {
         $answer{conforms} = JSON::PP::false;
      }
   }
   print $json->encode( \%answer ), "\n";
}
