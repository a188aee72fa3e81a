// tests/HlogWrite.java: writes HdrHistogram interval logs with HdrHistogram's
// own HistogramLogWriter (its own compression: Deflater level 9 in 2.1.11),
// so that the lab's inflater is held to logs another program compressed.
// Level 9 never chooses a stored block for a histogram (a LEB128 count's
// continuation bits always compress), so stored.hlog's lines are Java's own
// encodeIntoCompressedByteBuffer at level 0, put in the writer's line
// format here.
//
//   java -Duser.timezone=UTC -cp hdrhistogram.jar:DIR HlogWrite OUTDIR
//
// writes OUTDIR/{small,seed,large,stored,layouts}.hlog, each from a seeded
// java.util.Random, so the same JDK writes the same files:
//   small    five untagged intervals of a few values: fixed Huffman blocks
//   seed     seed 000's model a second at a time, 20 intervals, as tag
//            "closed" and, recorded with an expected interval of 200 us,
//            as tag "co-fixed" (HdrHistogram#134's question: is it corrected?)
//   large    three intervals of 200000 values spread over nine decades:
//            dynamic Huffman blocks
//   stored   two intervals, random counts in 20000 spread buckets (more than one
//            stored block) and in 3, at level 0: stored blocks
//   layouts  tags of other shapes: 2 digits from 1000, 5 digits from 1
//   bad-past, bad-short, bad-cookie: a good line, then one whose V2 count
//            stream runs past the last bucket, ends inside a count, or
//            whose inner cookie is V1's; each compressed (Adler-32 and all)
//            as Java would, so only the lab's reading of the V2 can refuse it
// tests/groups/hlog.sh reads each with Java (HlogCheck) and with the lab
// and compares every count; the committed copies live in tests/fixtures/hlog.
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Base64;
import java.util.Locale;
import java.util.Random;
import java.util.zip.Deflater;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

public class HlogWrite {
    static final long HOUR_NS = 3_600_000_000_000L;

    static HistogramLogWriter open(File dir, String name) throws IOException {
        HistogramLogWriter w = new HistogramLogWriter(new File(dir, name));
        w.outputComment("[Written by tests/HlogWrite.java with HdrHistogram's HistogramLogWriter]");
        w.outputLogFormatVersion();
        w.outputStartTime(0);
        w.outputLegend();
        return w;
    }

    static void small(File dir) throws IOException {
        HistogramLogWriter w = open(dir, "small.hlog");
        Random r = new Random(1);
        for (int k = 0; k < 5; k++) {
            Histogram h = new Histogram(1, HOUR_NS, 3);
            for (int j = 0; j < 3 + k; j++) {
                h.recordValueWithCount(1000 + r.nextInt(1_000_000), 1 + r.nextInt(5));
            }
            w.outputIntervalHistogram(k, k + 1, h);
        }
        w.close();
    }

    static void seed(File dir) throws IOException {
        HistogramLogWriter w = open(dir, "seed.hlog");
        for (int k = 0; k < 20; k++) {
            Histogram closed = new Histogram(1, HOUR_NS, 3), fixed = new Histogram(1, HOUR_NS, 3);
            closed.setTag("closed");
            fixed.setTag("co-fixed");
            closed.recordValueWithCount(100_000, 4999);
            closed.recordValue(200_100_000);
            fixed.recordValueWithCount(100_000, 4999);
            fixed.recordValueWithExpectedInterval(200_100_000, 200_000);
            w.outputIntervalHistogram(k, k + 1, closed);
            w.outputIntervalHistogram(k, k + 1, fixed);
        }
        w.close();
    }

    static void large(File dir) throws IOException {
        HistogramLogWriter w = open(dir, "large.hlog");
        Random r = new Random(2);
        for (int k = 0; k < 3; k++) {
            Histogram h = new Histogram(1, HOUR_NS, 3);
            h.setTag("wide");
            for (int j = 0; j < 200_000; j++) {
                h.recordValue((long) Math.pow(10, 1 + 9 * r.nextDouble()));
            }
            w.outputIntervalHistogram(k, k + 1, h);
        }
        w.close();
    }

    static void stored(File dir) throws IOException {
        try (PrintStream out = new PrintStream(new File(dir, "stored.hlog"), "US-ASCII")) {
            out.print("#[Written by tests/HlogWrite.java: Java's encoder at Deflater level 0]\n"
                + "#[Histogram log format version 1.3]\n"
                + "#[StartTime: 0.000 (seconds since epoch), Thu Jan 01 00:00:00 UTC 1970]\n"
                + "\"StartTimestamp\",\"Interval_Length\",\"Interval_Max\",\"Interval_Compressed_Histogram\"\n");
            Random r = new Random(3);
            for (int k = 0; k < 2; k++) {
                Histogram h = new Histogram(1, HOUR_NS, 3);
                for (int j = 0; j < (k == 0 ? 20_000 : 3); j++) {
                    h.recordValueWithCount((long) (2048 * Math.pow(1.0009, j)), 1 + (r.nextLong() >>> 36));
                }
                ByteBuffer b = ByteBuffer.allocate(h.getNeededByteBufferCapacity() + 1024);
                int n = h.encodeIntoCompressedByteBuffer(b, Deflater.NO_COMPRESSION);
                out.printf(Locale.US, "Tag=noise,%.3f,%.3f,%.3f,%s%n", (double) k, 1.0,
                    h.getMaxValue() / 1e6, Base64.getEncoder().encodeToString(Arrays.copyOf(b.array(), n)));
            }
        }
    }

    static void layouts(File dir) throws IOException {
        HistogramLogWriter w = open(dir, "layouts.hlog");
        Random r = new Random(4);
        for (int k = 0; k < 4; k++) {
            Histogram two = new Histogram(1000, HOUR_NS, 2), five = new Histogram(1, 10_000_000_000L, 5);
            two.setTag("two-digits");
            five.setTag("five-digits");
            for (int j = 0; j < 5000; j++) {
                long v = 1000 + (long) (r.nextDouble() * r.nextDouble() * 5_000_000_000L);
                two.recordValue(v);
                five.recordValue(v);
            }
            w.outputIntervalHistogram(k, k + 1, two);
            w.outputIntervalHistogram(k, k + 1, five);
        }
        w.close();
    }

    /** Java's V2 encoding of h, spoiled as kind says, compressed and framed as a log line. */
    static String spoiled(Histogram h, String kind) {
        ByteBuffer b = ByteBuffer.allocate(h.getNeededByteBufferCapacity() + 64);
        int n = h.encodeIntoByteBuffer(b);
        if (kind.equals("past")) {          // a run of 1000000 empty buckets, then a count of 1
            long z = 2L * 1_000_000 - 1;
            while (z >>> 7 != 0) { b.put(n++, (byte) ((z & 0x7f) | 0x80)); z >>>= 7; }
            b.put(n++, (byte) z);
            b.put(n++, (byte) 2);
        } else if (kind.equals("short")) {  // a count whose continuation bit promises more
            b.put(n++, (byte) 0x80);
        } else {                            // V1's cookie where V2's belongs
            b.putInt(0, 0x1c849301);
        }
        b.putInt(4, n - 40);
        Deflater d = new Deflater();
        d.setInput(b.array(), 0, n);
        d.finish();
        byte[] z = new byte[n + 1024];
        int m = d.deflate(z, 8, z.length - 8);
        ByteBuffer head = ByteBuffer.wrap(z);
        head.putInt(0, 0x1c849314);
        head.putInt(4, m);
        return Base64.getEncoder().encodeToString(Arrays.copyOf(z, m + 8));
    }

    static void bad(File dir, String kind) throws IOException {
        try (PrintStream out = new PrintStream(new File(dir, "bad-" + kind + ".hlog"), "US-ASCII")) {
            Histogram h = new Histogram(1, HOUR_NS, 3);
            h.recordValueWithCount(100_000, 4999);
            h.recordValue(200_100_000);
            ByteBuffer b = ByteBuffer.allocate(h.getNeededByteBufferCapacity());
            int n = h.encodeIntoCompressedByteBuffer(b, Deflater.DEFAULT_COMPRESSION);
            out.print("#[Written by tests/HlogWrite.java: line 4 is good, line 5 is spoiled (" + kind + ")]\n"
                + "#[StartTime: 0.000 (seconds since epoch), Thu Jan 01 00:00:00 UTC 1970]\n"
                + "\"StartTimestamp\",\"Interval_Length\",\"Interval_Max\",\"Interval_Compressed_Histogram\"\n");
            out.print("0.000,1.000,200.100," + Base64.getEncoder().encodeToString(Arrays.copyOf(b.array(), n)) + "\n");
            out.print("1.000,1.000,200.100," + spoiled(h, kind) + "\n");
        }
    }

    public static void main(String[] args) throws IOException {
        File dir = new File(args[0]);
        small(dir);
        seed(dir);
        large(dir);
        stored(dir);
        layouts(dir);
        for (String kind : new String[] { "past", "short", "cookie" }) {
            bad(dir, kind);
        }
    }
}
