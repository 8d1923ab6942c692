// SPDX-License-Identifier: BSL-1.0
#include <iostream>
#include <rfc1738.hpp>

int main()
{
   const auto url = rfc1738::parse( "ftp://myname@host.dom/%2Fetc/motd" );
   if( !url ) {
      std::cout << "not a URL after " << url.error().offset << " bytes\n";
      return 1;
   }
   const auto ftp = *url->ftp();  // present: ftpurl derives the URL
   std::cout << "user " << ftp.user()->decode() << ", host " << ftp.host() << ", file " << ftp.name()->decode() << '\n';
}
