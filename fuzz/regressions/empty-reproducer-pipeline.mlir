{-#external_resources:{ r:{
e:"ì"}}#-}