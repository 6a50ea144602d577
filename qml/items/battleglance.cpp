#include "battleglance.h"

#include "battlesession.h"
#include "battletitle.h"
#include "cardface.h"
#include "orderofbattleglance.h"
#include "theme.h"

#include <QMouseEvent>
#include <QQuickWindow>
#include <QSGRectangleNode>

namespace adjutant::ui {

namespace {
// The background, the header's band and the rule between list and card, in that order.
constexpr int kBackground = 0;
constexpr int kHeader = 1;
constexpr int kDivider = 2;
} // namespace

BattleGlance::BattleGlance(BattleSession *session, Theme *theme, QQuickItem *parent)
    : QQuickItem(parent),
      m_session(session),
      m_theme(theme),
      m_title(new BattleTitle(this)),
      m_card(new CardFace(this)),
      m_list(new OrderOfBattleGlance(this))
{
    setObjectName(QStringLiteral("battleGlance"));
    setFlag(ItemHasContents);
    setAcceptedMouseButtons(Qt::LeftButton);
    m_title->setObjectName(QStringLiteral("battleTitle"));
    m_title->setTheme(theme);
    m_title->setSession(session);
    m_card->setObjectName(QStringLiteral("cardFace"));
    m_card->setTheme(theme);
    m_card->setSession(session);
    m_list->setClip(true);
    m_list->setTheme(theme);
    m_list->setModel(session->units());
    connect(m_card, &QQuickItem::implicitHeightChanged, this, &QQuickItem::polish);
    connect(theme, &Theme::darkChanged, this, &QQuickItem::update);
    polish();
}

bool BattleGlance::wide() const
{
    return Theme::battleIsWide(width(), height());
}

void BattleGlance::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry)
{
    QQuickItem::geometryChange(newGeometry, oldGeometry);
    polish();
    update();
}

// As the battle page lays them out: on a wide screen the list on the left and the card on the
// right; on a narrow one the card over the list.
void BattleGlance::updatePolish()
{
    const qreal w = width();
    const qreal h = height();
    const bool isWide = wide();
    const qreal listWidth = isWide ? Theme::orderOfBattleWidth(w) : w - 2 * Theme::spacing;
    // Past the battle page's Home button.
    const qreal titleX = 16 + (w > 700 ? 2 * Theme::touchTarget : Theme::touchTarget);
    m_title->setPosition({titleX, (Theme::headerHeight - m_title->implicitHeight()) / 2});
    m_title->setSize({std::max<qreal>(0, w - titleX - 8), m_title->implicitHeight()});
    const qreal cardX = isWide ? listWidth + 1 + Theme::spacing : Theme::spacing;
    m_card->setPosition({cardX, Theme::headerHeight + Theme::spacing});
    m_card->setWidth(isWide ? w - cardX - Theme::spacing : listWidth);
    m_card->setHeight(m_card->implicitHeight());
    const qreal listY = isWide ? Theme::headerHeight : m_card->y() + m_card->height() + Theme::spacing;
    m_list->setPosition({isWide ? 0.0 : qreal(Theme::spacing), listY});
    m_list->setSize({listWidth, std::max<qreal>(0, h - listY - (isWide ? 0 : Theme::spacing))});
    update();
}

QSGNode *BattleGlance::updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *)
{
    QSGNode *node = oldNode;
    if (!node) {
        node = new QSGNode;
        for (int i = 0; i < 3; ++i)
            node->appendChildNode(window()->createRectangleNode());
    }
    const auto rect = [node](int i) { return static_cast<QSGRectangleNode *>(node->childAtIndex(i)); };
    rect(kBackground)->setRect(boundingRect());
    rect(kBackground)->setColor(m_theme->background());
    rect(kHeader)->setRect(QRectF(0, 0, width(), Theme::headerHeight));
    rect(kHeader)->setColor(m_theme->surface());
    const bool isWide = wide();
    rect(kDivider)->setRect(isWide ? QRectF(Theme::orderOfBattleWidth(width()), Theme::headerHeight, 1,
                                            std::max<qreal>(0, height() - Theme::headerHeight))
                                   : QRectF());
    rect(kDivider)->setColor(m_theme->outline());
    return node;
}

void BattleGlance::mousePressEvent(QMouseEvent *event)
{
    event->setAccepted(m_list->contains(mapToItem(m_list, event->position())));
}

void BattleGlance::mouseReleaseEvent(QMouseEvent *event)
{
    const QPointF at = mapToItem(m_list, event->position());
    if (!m_list->contains(at))
        return;
    const QVariantMap row = m_list->rowAt(at.y());
    const QString kind = row.value(QStringLiteral("kind")).toString();
    if (kind == u"side" && m_session)
        m_session->units()->toggleFolded(row.value(QStringLiteral("row")).toInt());
    else if (!kind.isEmpty())
        Q_EMIT unitChosen(row.value(QStringLiteral("unitId")).toString());
}

} // namespace adjutant::ui
