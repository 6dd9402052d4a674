"t.s"() {"quoted key" = "tab\09nl\0Aquote\22back\\", e = "", u = "üñí"} : () -> ()
"t.\"odd name"() : () -> ()
