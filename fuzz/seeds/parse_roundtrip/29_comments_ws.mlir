// leading comment
"t.a"() : () -> () // trailing


	"t.b"()   :   ()   ->   ()
