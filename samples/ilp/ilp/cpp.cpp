// Sends one trade to QuestDB over ILP/TCP,
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

    // QuestDB 8.3 reads line protocol version 1 only and drops rows sent as
    // version 2 (over TCP without any error), so the string names version 1.
    const std::string conf =
        "tcp::addr=" + host + ":" + port + ";protocol_version=1;";

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
