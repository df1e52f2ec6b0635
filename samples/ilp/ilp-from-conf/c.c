// Sends one trade to QuestDB with a configuration string read from QDB_CLIENT_CONF,
// using the C client library (c-questdb-client 6.1).
#include <questdb/ingress/line_sender.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void)
{
    // The whole connection setup is one string, so it can live outside the code:
    // QDB_CLIENT_CONF wins, a local server over HTTP is the default.
    // QuestDB 8.3 reads line protocol version 1 only and drops rows sent as
    // version 2 (over TCP without any error), so the string names version 1.
    const char* conf = getenv("QDB_CLIENT_CONF");
    if (conf == NULL)
        conf = "http::addr=localhost:9000;protocol_version=1;";

    line_sender_error* err = NULL;
    line_sender* sender = NULL;
    line_sender_buffer* buffer = NULL;
    int status = EXIT_FAILURE;

    line_sender_utf8 conf_utf8;
    if (!line_sender_utf8_init(&conf_utf8, strlen(conf), conf, &err))
        goto done;

    // A TCP sender connects (and authenticates) here; an HTTP sender connects on flush
    // (without protocol_version in the string it asks the server's /settings here).
    sender = line_sender_from_conf(conf_utf8, &err);
    if (sender == NULL)
        goto done;

    buffer = line_sender_buffer_new_for_sender(sender);
    line_sender_buffer_reserve(buffer, 64 * 1024); // initial capacity: 64 KB

    // Names are validated once, when prepared, and can be reused for every row.
    line_sender_table_name table = QDB_TABLE_NAME_LITERAL("c_trades");
    line_sender_column_name symbol = QDB_COLUMN_NAME_LITERAL("symbol");
    line_sender_column_name side = QDB_COLUMN_NAME_LITERAL("side");
    line_sender_column_name price = QDB_COLUMN_NAME_LITERAL("price");
    line_sender_column_name amount = QDB_COLUMN_NAME_LITERAL("amount");

    // Designated timestamp in nanoseconds since the Unix epoch: 2025-05-30T09:30:00.123Z.
    const int64_t trade_time_nanos = INT64_C(1748597400123000000);

    if (!line_sender_buffer_table(buffer, table, &err) ||
        !line_sender_buffer_symbol(buffer, symbol, QDB_UTF8_LITERAL("BTC-USD"), &err) ||
        !line_sender_buffer_symbol(buffer, side, QDB_UTF8_LITERAL("buy"), &err) ||
        !line_sender_buffer_column_f64(buffer, price, 104285.5, &err) ||
        !line_sender_buffer_column_f64(buffer, amount, 0.0275, &err) ||
        !line_sender_buffer_at_nanos(buffer, trade_time_nanos, &err))
        goto done;

    // Sends the buffered rows and clears the buffer, ready for the next batch.
    // Flush on a timer or when the buffer grows large, not after every row.
    if (!line_sender_flush(sender, buffer, &err))
        goto done;

    status = EXIT_SUCCESS;

done:
    if (err != NULL)
    {
        size_t msg_len = 0;
        const char* msg = line_sender_error_msg(err, &msg_len);
        fprintf(stderr, "Error running example: %.*s\n", (int)msg_len, msg);
        line_sender_error_free(err);
    }
    // Every free and close function accepts NULL.
    line_sender_buffer_free(buffer);
    line_sender_close(sender);
    return status;
}
