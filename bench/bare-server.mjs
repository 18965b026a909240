// The bench's yardsticks: bare node:http servers in their own process, as fast as Node can. Each gets
// its task from its parent over IPC and reports the port it listens on.
// - `{ status, headers, body }`: answers every request with that one recorded answer (the hot reads).
// - `{ bookings: { databaseUrl, poolSize, idleTimeoutMillis } }`: stores each POSTed application as one booking in one
//   transaction on the app's own database (begin; insert into guest_booking … returning id; commit)
//   and answers 201 with its id; no validation, no rule, no log line, no mail: the write path at its
//   barest (the bookings bench).
import http from 'node:http';
import pg from 'pg';

/** One booking per transaction, as a bare server would store it (the columns the app's insert fills). */
const INSERT = {
  name: 'bare-booking',
  text: `insert into guest_booking (experience_id, booking_date, time_slot, guest_name, guest_email, guest_phone,
           verification_code_hash, number_of_guests, language, special_requests, with_option, total_price,
           status, hold_expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, '', false, 0, 'pending', now() + interval '48 hours')
         returning id`,
};

function bookingsHandler({ databaseUrl, poolSize, idleTimeoutMillis }) {
  // The app's pool size and idle timeout: neither side starts a round on cold connections.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, idleTimeoutMillis });
  const handler = async (req, res) => {
    try {
      let text = '';
      for await (const chunk of req) text += chunk;
      const b = JSON.parse(text);
      const client = await pool.connect();
      let id;
      try {
        await client.query('begin');
        const { rows } = await client.query({
          ...INSERT,
          values: [
            b.itemId,
            b.bookingDate,
            b.timeSlot,
            b.guestName,
            b.guestEmail,
            b.guestPhone,
            b.verificationCode,
            b.numberOfGuests,
            b.language,
          ],
        });
        await client.query('commit');
        id = rows[0].id;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id }));
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    }
  };
  return { handler, close: () => pool.end() };
}

process.once('message', (task) => {
  let handler;
  let close = async () => undefined;
  if (task.bookings) {
    ({ handler, close } = bookingsHandler(task.bookings));
  } else {
    const { status, headers, body } = task;
    const bytes = Buffer.from(body, 'base64');
    handler = (_req, res) => {
      res.writeHead(status, headers);
      res.end(bytes);
    };
  }
  const server = http.createServer(handler);
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.once('disconnect', () => server.close(() => close().then(() => process.exit(0))));
});
