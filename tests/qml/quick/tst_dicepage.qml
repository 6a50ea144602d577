import QtQuick
import QtTest
import Adjutant

Item {
    id: root

    width: 1024
    height: 768

    Component {
        id: pageComponent

        DicePage {
            anchors.fill: parent
        }
    }

    TestCase {
        name: "DicePage"
        when: windowShown

        function createPage() {
            const page = createTemporaryObject(pageComponent, root);
            verify(page);
            waitForRendering(page);
            return page;
        }

        function test_startsWithTheOddsOfTwoD6() {
            const page = createPage();
            compare(page.controller.expression, "2d6");
            compare(page.controller.odds.count, 11);
            verify(!findChild(page, "resultPanel").visible);
        }

        function test_typingAnExpressionUpdatesTheOdds() {
            const page = createPage();
            const field = findChild(page, "expressionField");
            mouseClick(field);
            field.selectAll();
            keyClick(Qt.Key_Backspace);
            for (const ch of "3d10>=5")
                keySequence(ch);
            compare(page.controller.expression, "3d10>=5");
            compare(page.controller.odds.count, 4);
            verify(!findChild(page, "expressionError").visible);
        }

        function test_badExpressionShowsWhereAndWhy() {
            const page = createPage();
            page.controller.expression = "2d7";
            const error = findChild(page, "expressionError");
            verify(error.visible);
            verify(error.text.indexOf("column 3") >= 0);
            verify(!findChild(page, "rollButton").enabled);
        }

        function test_rollShowsEveryDie() {
            const page = createPage();
            page.controller.expression = "4d10kh3";
            page.controller.reseed("42");
            mouseClick(findChild(page, "rollButton"));
            tryVerify(() => findChild(page, "resultPanel").visible);
            compare(page.controller.lastDice.count, 4);
            compare(findChild(page, "resultValue").text, "Total 15");
        }

        function test_realDiceFacesAreEntered() {
            const page = createPage();
            const faces = findChild(page, "facesField");
            mouseClick(faces);
            keySequence("3");
            keySequence(" ");
            keySequence("4");
            mouseClick(findChild(page, "enterFacesButton"));
            compare(findChild(page, "resultValue").text, "Total 7");
            compare(faces.text, "", "the field clears for the next roll");
        }
    }
}
