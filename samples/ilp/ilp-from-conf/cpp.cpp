// Sends one trade to QuestDB with a configuration string read from QDB_CLIENT_CONF,
// using the C++ client library (c-questdb-client 6.1).
#include <questdb/ingress/line_sender.hpp>

#include <cstdlib>
#include <iostream>
#include <string>

using namespace questdb::ingress::literals;

int main()
{
    // The whole connection setup is one string, so it can live outside the code:
    // QDB_CLIENT_CONF wins, a local server over HTTP is the default.
    // QuestDB 8.3 reads line protocol version 1 only and drops rows sent as
    // version 2 (over TCP without any error), so the string names version 1.
    const char* from_env = std::getenv("QDB_CLIENT_CONF");
    const std::string conf =
        from_env != nullptr ? from_env : "http::addr=localhost:9000;protocol_version=1;";

    try
    {
        // A TCP sender connects (and authenticates) here; an HTTP sender connects on flush
        // (without protocol_version in the string it asks the server's /settings here).
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
