#include "rulesetcopy.h"

#include "io/boundedfile.h"

#include <QCryptographicHash>

#include <zlib.h>

namespace adjutant::rules {

namespace {

// A copy is never larger than the ruleset file it stands for would be, packed or not.
constexpr qint64 kMaxText = io::BoundedFile::kMaxRulesetBytes;
constexpr qint64 kMaxBase64 = (kMaxText + 1024) / 3 * 4 + 8;

// zlib's stream unpacked into exactly `size` bytes: no more (a stream that goes on is refused
// there, never followed), no less.
bool inflateExactly(QByteArrayView stream, qint64 size, QByteArray *out)
{
    out->resize(size);
    z_stream z{};
    if (inflateInit(&z) != Z_OK)
        return false;
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(stream.data()));
    z.avail_in = uInt(stream.size());
    z.next_out = reinterpret_cast<Bytef *>(out->data());
    z.avail_out = uInt(size);
    const int status = inflate(&z, Z_FINISH);
    const bool whole = status == Z_STREAM_END && z.total_out == uLong(size) && z.avail_in == 0;
    inflateEnd(&z);
    return whole;
}

} // namespace

QJsonObject RulesetPin::toJson() const
{
    return QJsonObject{
        {QStringLiteral("id"), id}, {QStringLiteral("version"), version}, {QStringLiteral("sha256"), sha256}};
}

RulesetPin RulesetPin::fromJson(const QJsonObject &json)
{
    return {json.value(u"id").toString(), json.value(u"version").toString(),
            json.value(u"sha256").toString()};
}

QString RulesetPin::versionBeside(const RulesetPin &other) const
{
    return version == other.version && sha256 != other.sha256
        ? QStringLiteral("%1 (%2)").arg(version, sha256.left(8))
        : version;
}

QString RulesetCopy::sha256Of(const QByteArray &text)
{
    return QString::fromLatin1(QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex());
}

QString RulesetCopy::pack(const Ruleset &ruleset)
{
    return QString::fromLatin1(qCompress(ruleset.canonical, 9).toBase64());
}

QByteArray RulesetCopy::text(const QString &copy, const QString &sha256, QString *error)
{
    if (copy.size() > kMaxBase64) {
        *error = tr("it is larger than any ruleset may be");
        return {};
    }
    const auto decoded
        = QByteArray::fromBase64Encoding(copy.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.size() < 4) {
        *error = tr("it is not in the form a battle keeps its rules in");
        return {};
    }
    const QByteArray &packed = decoded.decoded;
    const auto byte = [&packed](int i) { return quint32(quint8(packed.at(i))); };
    const qint64 size = qint64(byte(0) << 24 | byte(1) << 16 | byte(2) << 8 | byte(3));
    QByteArray text;
    if (size == 0 || size > kMaxText || !inflateExactly(QByteArrayView(packed).sliced(4), size, &text)) {
        *error = tr("it does not unpack");
        return {};
    }
    if (sha256Of(text) != sha256) {
        *error = tr("it is not the content it was saved with (its hash differs)");
        return {};
    }
    return text;
}

RulesetLoadResult RulesetCopy::unpack(const QString &copy, const QString &sha256, const QString &name)
{
    QString error;
    const QByteArray canonical = text(copy, sha256, &error);
    if (canonical.isEmpty()) {
        RulesetLoadResult damaged;
        damaged.errors.append({name, 0, QString(), tr("damaged: %1").arg(error)});
        return damaged;
    }
    return RulesetLoader::loadData(canonical, name);
}

} // namespace adjutant::rules
