import MiniApp
import Testing

/// Scripted runs of ProfileApp; each checks the whole transcript (screens and transitions) exactly.
@Suite(.timeLimit(.minutes(1))) @MainActor struct ProfileAppTests {
    @Test func loadsTheProfileRefusesAnEmptyNameAndSavesANewOne() async {
        let run = await AppRun.run(
            MiniApp.profile, [],
            script: """
                expect path Profile > profile
                tap edit-name
                back
                tap edit-name
                tap save-name name=" "
                tap save-name name="Ada King"
                tap close
                expect finished
                """)
        #expect(run.status == 0)
        #expect(run.errors == [])
        #expect(
            run.output == """
                [Profile > profile]
                Ada Lovelace
                  Phone: +15550100
                  Email: ada@example.com
                  1. Change name (edit-name)
                  2. Close (close)
                > expect path Profile > profile
                ok path is Profile > profile
                > tap edit-name
                ~ push profile -> edit-name
                [Profile > edit-name]
                Your name
                  Drivers see this name.
                  name: Name = Ada Lovelace
                  1. Save (save-name)
                  2. Cancel (cancel-edit)
                > back
                ~ pop edit-name -> profile
                [Profile > profile]
                Ada Lovelace
                  Phone: +15550100
                  Email: ada@example.com
                  1. Change name (edit-name)
                  2. Close (close)
                > tap edit-name
                ~ push profile -> edit-name
                [Profile > edit-name]
                Your name
                  Drivers see this name.
                  name: Name = Ada Lovelace
                  1. Save (save-name)
                  2. Cancel (cancel-edit)
                > tap save-name name=" "
                [Profile > edit-name]
                Your name
                  Drivers see this name.
                  The name is empty; type the name drivers should call you, e.g. Ada.
                  name: Name = Ada Lovelace
                  1. Save (save-name)
                  2. Cancel (cancel-edit)
                > tap save-name name="Ada King"
                ~ pop edit-name -> profile
                [Profile > profile]
                Ada King
                  Phone: +15550100
                  Email: ada@example.com
                  1. Change name (edit-name)
                  2. Close (close)
                > tap close
                Profile finished with no output
                > expect finished
                ok Profile finished
                """)
    }
}
