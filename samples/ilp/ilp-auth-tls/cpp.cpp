// Sends one trade to QuestDB over ILP/TCP with TLS, authenticating with an ECDSA key,
// using the C++ client library (c-questdb-client 6.1).
#include <questdb/ingress/line_sender.hpp>

#include <cstdlib>
#include <iostream>
#include <string>

using namespace questdb::ingress::literals;

int main(int argc, const char* argv[])
{
    // Server address: ./cpp_example [HOST [PORT]]
    const std::string host = argc > 1 ? argv[1] : "localhost";
    const std::string port = argc > 2 ? argv[2] : "9009";

    // Example-only credentials: an ECDSA P-256 key pair made for these docs; never
    // use it on a real server. username is the key id (kid), token the private key (d),
    // token_x and token_y the public key (x, y) that the server holds for this user.
    //
    // TLS: the client checks the server certificate against trusted root certificates.
    // QuestDB Enterprise serves TLS itself; QuestDB open source needs a TLS proxy in front.
    // For a private certificate authority add tls_roots=/path/to/ca.pem;
    // tls_verify=unsafe_off skips the check: for local testing only, never in production.
    //
    // QuestDB 8.3 reads line protocol version 1 only and drops rows sent as
    // version 2 (over TCP without any error), so the string names version 1.
    const std::string conf =
        "tcps::addr=" + host + ":" + port + ";protocol_version=1;"
        "username=testUser1;"
        "token=joXdHaP0G5gSnnadZSYHmauTMBxiCf6TSCRnQ4UNYEc;"
        "token_x=9ZusyaiktaxkHHyUskaOhmaWxYcS1lKlUpgdGJRHjNM;"
        "token_y=xGUUtMxiOsEKQ6NRhVFQqFk0uSQH6IO6Ic62Jd_OvRs;";

    try
    {
        // A TCP sender connects (and authenticates) here; an HTTP sender connects on flush.
        auto sender = questdb::ingress::line_sender::from_conf(conf);

        // The buffer starts with 64 KB of capacity and grows as needed.
        auto buffer = sender.new_buffer();

        // Designated timestamp in nanoseconds since the Unix epoch: 2025-05-30T09:30:00.123Z.
        const questdb::ingress::timestamp_nanos trade_time{1748597400123000000};

        // The _tn and _cn literals check the name at run time, each time the line runs.
        buffer.table("cpp_trades"_tn)
            .symbol("symbol"_cn, "BTC-USD"_utf8)
            .symbol("side"_cn, "buy"_utf8)
            .column("price"_cn, 104285.5)
            .column("amount"_cn, 0.0275)
            .at(trade_time);

        // Sends the buffered rows and clears the buffer, ready for the next batch.
        // Flush on a timer or when the buffer grows large, not after every row.
        sender.flush(buffer);
        sender.close();
        return EXIT_SUCCESS;
    }
    catch (const questdb::ingress::line_sender_error& err)
    {
        std::cerr << "Error running example: " << err.what() << std::endl;
        return EXIT_FAILURE;
    }
}
